import { type Seeded, embedService, tripAt } from "./fixtures.ts";

/** A route with no record in its path: named by its path. */
const pages = (...paths: string[]) => paths.map((path) => ({ name: path, path: () => path }));

/** Every public route of spec section 2; the two detail routes point at seeded records. */
export const publicRoutes: Array<{ name: string; path: (seeded: Seeded) => string }> = [
  ...pages("/", "/about", "/contact", "/beliefs", "/communion", "/membership", "/baptism", "/worship", "/childcare-preschool"),
  ...pages("/ministries-outreach", "/operation-christmas-child", "/first-responders", "/mission-trips"),
  { name: "/mission-trips/{id}", path: (seeded) => `/mission-trips/${tripAt(seeded, "Red Bird Mission, Kentucky").id}` },
  ...pages("/cub-boy-scouts", "/common-grounds", "/september-club", "/holidays", "/vacation-bible-school", "/grief-support", "/wednesday-night-kids"),
  ...pages("/recovery-alive", "/gods-big-house", "/marshall-wesley", "/past-sessions", "/past-services"),
  { name: "/past-session/{id}", path: (seeded) => `/past-session/${embedService(seeded).id}` },
  ...pages("/daily-readings", "/our-history", "/announcements"),
  // Issue 30: the podcast's page (/podcast.xml opened in a browser tab leads there).
  ...pages("/podcast"),
  // Issue 37: the newsletter's sign-up and archive (an issue's own page: admin-newsletter.spec.ts).
  ...pages("/newsletter"),
  // Issue 36: the public prayer wall.
  ...pages("/prayer-wall"),
  // Issue 12: the calendar, the archive, a demo event and a schedule row's page (the month grid: admin-events.spec.ts).
  ...pages("/events", "/events/archive", "/events/christmas-eve-candlelight-service", "/events/schedule/grief-support"),
  // Issue 35: the childcare enquiry form (a family's status page needs its private link: childcare-enquiries.spec.ts).
  ...pages("/childcare-preschool/enquire"),
];
