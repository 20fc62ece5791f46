import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { GALLERY_AREAS } from "../shared/areas.ts";

/** An admin area with create-new and edit/{id} subpages (spec section 2): routes/admin/<area>/list.tsx and edit.tsx. */
function editableArea(area: string) {
  return [
    route(area, `routes/admin/${area}/list.tsx`),
    route(`${area}/create-new`, `routes/admin/${area}/edit.tsx`, { id: `admin-${area}-new` }),
    route(`${area}/edit/:id`, `routes/admin/${area}/edit.tsx`, { id: `admin-${area}-edit` }),
  ];
}

/** The routes of spec section 2: the public site in the spec's order, then sign-in, then the staff area. */
export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("beliefs", "routes/site/beliefs.tsx"),
    route("communion", "routes/site/communion.tsx"),
    route("membership", "routes/site/membership.tsx"),
    route("baptism", "routes/site/baptism.tsx"),
    route("worship", "routes/site/worship.tsx"),
    route("childcare-preschool", "routes/site/childcare-preschool.tsx"),
    // Issue 35: the enquiry form, the family's status page (its private link) and its tour's calendar file.
    route("childcare-preschool/enquire", "routes/site/enquire.tsx"),
    route("childcare-preschool/enquiry", "routes/site/enquiry-status.tsx"),
    route("childcare-preschool/enquiry/tour.ics", "routes/site/enquiry-tour-ics.ts"),
    route("ministries-outreach", "routes/site/ministries-outreach.tsx"),
    route("operation-christmas-child", "routes/site/operation-christmas-child.tsx"),
    route("first-responders", "routes/site/first-responders.tsx"),
    route("mission-trips", "routes/site/mission-trips.tsx"),
    route("mission-trips/:id", "routes/site/mission-trip.tsx"),
    route("cub-boy-scouts", "routes/site/cub-boy-scouts.tsx"),
    route("common-grounds", "routes/site/common-grounds.tsx"),
    route("september-club", "routes/site/september-club.tsx"),
    route("holidays", "routes/site/holidays.tsx"),
    route("vacation-bible-school", "routes/site/vacation-bible-school.tsx"),
    route("grief-support", "routes/site/grief-support.tsx"),
    route("wednesday-night-kids", "routes/site/wednesday-night-kids.tsx"),
    route("recovery-alive", "routes/site/recovery-alive.tsx"),
    route("gods-big-house", "routes/site/gods-big-house.tsx"),
    route("marshall-wesley", "routes/site/marshall-wesley.tsx"),
    // The spec notes both readings of the list address; both serve the same page.
    route("past-sessions", "routes/site/past-services.tsx", { id: "past-sessions" }),
    route("past-services", "routes/site/past-services.tsx", { id: "past-services" }),
    route("past-session/:id", "routes/site/past-service.tsx"),
    // Issue 13: one page per sermon series (its feed, /podcast/{series}.xml, is served beside the sitemap).
    route("past-sessions/series/:slug", "routes/site/sermon-series.tsx"),
    // Issue 30: the podcast, and how to follow it in any app (/podcast.xml opened in a browser tab leads here).
    route("podcast", "routes/site/podcast.tsx"),
    route("daily-readings", "routes/site/daily-readings.tsx"),
    route("our-history", "routes/site/our-history.tsx"),
    route("announcements", "routes/site/announcements.tsx"),
    route("search", "routes/site/search.tsx"),
    // Issue 12: the calendar, its archive and one page per event (or per row of the weekly schedule).
    // The feeds (/events.ics, /events/{category}.ics, .../event.ics) are served beside the sitemap.
    route("events", "routes/site/events.tsx"),
    route("events/archive", "routes/site/events-archive.tsx"),
    route("events/schedule/:id", "routes/site/event.tsx", { id: "schedule-event" }),
    route("events/:slug", "routes/site/event.tsx"),
    // Issue 37: the weekly e-mail's sign-up and archive, and the private pages its e-mails link to.
    route("newsletter", "routes/site/newsletter/index.tsx"),
    route("newsletter/confirm", "routes/site/newsletter/confirm.tsx"),
    route("newsletter/preferences", "routes/site/newsletter/preferences.tsx"),
    route("newsletter/unsubscribe", "routes/site/newsletter/unsubscribe.tsx"),
    route("newsletter/:date", "routes/site/newsletter/issue.tsx"),
    // Issue 34: an event's registration form answers on a page of its own; the registrant's private pages.
    route("events/:slug/register", "routes/site/event-register.tsx"),
    route("registration", "routes/site/registration.tsx"),
    route("registration/confirm", "routes/site/registration-confirm.tsx"),
    // Issue 36: the prayer wall, and the pages the prayer ministry's private links open (?token=).
    route("prayer-wall", "routes/site/prayer-wall.tsx"),
    route("prayer/request", "routes/site/prayer/request.tsx"),
    route("prayer/prayed", "routes/site/prayer/prayed.tsx"),
    route("prayer/encourage", "routes/site/prayer/encourage.tsx"),
    route("prayer/team/confirm", "routes/site/prayer/team-confirm.tsx"),
    route("prayer/team", "routes/site/prayer/team-member.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  layout("routes/auth/layout.tsx", [
    route("login", "routes/auth/login.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("register", "routes/auth/register.tsx"),
    route("manual-reset", "routes/auth/manual-reset.tsx"),
  ]),
  // Every page below requires a session; the shell's loader applies the section 6 table.
  layout("routes/admin/layout.tsx", [
    ...prefix("admin", [
      index("routes/admin/index.tsx"),
      route("dashboard", "routes/admin/dashboard.tsx"),
      ...editableArea("announcements"),
      // Issue 12: the events calendar; a series' dates (cancel, remove, restore) and one date's move form.
      ...editableArea("events"),
      route("events/categories", "routes/admin/events/categories.tsx"),
      route("events/:id/dates", "routes/admin/events/dates.tsx"),
      route("events/:id/dates/:date", "routes/admin/events/move.tsx"),
      route("events/schedule/:entry/dates", "routes/admin/events/dates.tsx", { id: "admin-schedule-dates" }),
      route("events/schedule/:entry/dates/:date", "routes/admin/events/move.tsx", { id: "admin-schedule-date" }),
      ...editableArea("mission-trips"),
      route("mission-trips/:id/images", "routes/admin/mission-trips/images.tsx"),
      // The four ministry galleries share one module; the address says which gallery.
      ...GALLERY_AREAS.map((g) => route(g, "routes/admin/galleries/gallery.tsx", { id: `admin-gallery-${g}` })),
      ...editableArea("daily-readings"),
      route("daily-readings/import", "routes/admin/daily-readings/import.tsx"),
      ...editableArea("verse-of-the-day"),
      route("users", "routes/admin/users/list.tsx"),
      route("users/new-user", "routes/admin/users/new-user.tsx"),
      route("users/edit-user/:id", "routes/admin/users/edit-user.tsx"),
      ...editableArea("past-sessions"),
      // Issue 13: the sermon series of the podcast, kept inside the Past Services area.
      route("past-sessions/series", "routes/admin/past-sessions/series-list.tsx"),
      route("past-sessions/series/create-new", "routes/admin/past-sessions/series-edit.tsx", { id: "admin-series-new" }),
      route("past-sessions/series/edit/:id", "routes/admin/past-sessions/series-edit.tsx", { id: "admin-series-edit" }),
      ...editableArea("operation-christmas-child"),
      ...editableArea("church-staff"),
      ...editableArea("childcare-staff"),
      route("messages", "routes/admin/messages/inbox.tsx"),
      route("messages/directory.csv", "routes/admin/messages/directory-csv.ts"),
      // Issue 36: the prayer ministry (requests, the team, the pastors).
      route("prayer", "routes/admin/prayer/list.tsx"),
      route("prayer/requests/:id", "routes/admin/prayer/request.tsx"),
      route("prayer/team", "routes/admin/prayer/team.tsx"),
      route("prayer/pastors", "routes/admin/prayer/pastors.tsx"),
      route("feature-requests", "routes/admin/feature-requests/list.tsx"),
      // Issue 37: the weekly e-mail (issues, their preview, subscribers, lists).
      route("newsletter", "routes/admin/newsletter/issues.tsx"),
      route("newsletter/issues/:id", "routes/admin/newsletter/issue.tsx"),
      route("newsletter/issues/:id/preview", "routes/admin/newsletter/preview.ts"),
      route("newsletter/subscribers", "routes/admin/newsletter/subscribers.tsx"),
      route("newsletter/subscribers.csv", "routes/admin/newsletter/subscribers-csv.ts"),
      route("newsletter/lists", "routes/admin/newsletter/lists.tsx"),
      // Issue 35: childcare enquiries: the board, one family, the rooms and settings, the tours, the export.
      route("enquiries", "routes/admin/enquiries/board.tsx"),
      route("enquiries/rooms", "routes/admin/enquiries/rooms.tsx"),
      route("enquiries/tours", "routes/admin/enquiries/tours.tsx"),
      route("enquiries/export.csv", "routes/admin/enquiries/export-csv.ts"),
      route("enquiries/:id", "routes/admin/enquiries/family.tsx"),
      // People who act (design): everything kept for an e-mail address, found and erased in one place.
      route("privacy", "routes/admin/privacy.tsx"),
      // Issue 34: sign-ups; an event's form, one date's list, its check-in, CSV and sign-in sheet.
      route("registrations", "routes/admin/registrations/list.tsx"),
      route("registrations/:eventId", "routes/admin/registrations/settings.tsx"),
      route("registrations/:eventId/:date", "routes/admin/registrations/date.tsx"),
      route("registrations/:eventId/:date/check-in", "routes/admin/registrations/check-in.tsx"),
      route("registrations/:eventId/:date/registrations.csv", "routes/admin/registrations/csv.ts"),
      route("registrations/:eventId/:date/sign-in-sheet", "routes/admin/registrations/sign-in-sheet.tsx"),
      // Content staff own (issue 11): one editor module for every document; the address says which.
      route("site-settings", "routes/admin/content/editor.tsx", { id: "admin-site-settings" }),
      route("schedule", "routes/admin/content/editor.tsx", { id: "admin-schedule" }),
      route("childcare-info", "routes/admin/content/editor.tsx", { id: "admin-childcare-fees" }),
      route("childcare-info/forms", "routes/admin/content/editor.tsx", { id: "admin-childcare-forms" }),
      route("pages", "routes/admin/content/pages.tsx"),
      route("pages/:page", "routes/admin/content/editor.tsx", { id: "admin-page" }),
      // Spec section 2: the user's own pages inside the staff area; the same modules as /user/... below.
      route("user", "routes/user/index.tsx", { id: "admin-user" }),
      route("user/profile", "routes/user/profile.tsx", { id: "admin-user-profile" }),
      route("user/two-factor", "routes/user/two-factor.tsx", { id: "admin-user-two-factor" }),
      route("user/backup-codes", "routes/user/backup-codes.tsx", { id: "admin-user-backup-codes" }),
      route("*", "routes/admin/not-found.tsx", { id: "admin-not-found" }),
    ]),
    ...prefix("user", [
      index("routes/user/index.tsx"),
      route("profile", "routes/user/profile.tsx"),
      route("two-factor", "routes/user/two-factor.tsx"),
      route("backup-codes", "routes/user/backup-codes.tsx"),
      route("*", "routes/admin/not-found.tsx", { id: "user-not-found" }),
    ]),
  ]),
] satisfies RouteConfig;
