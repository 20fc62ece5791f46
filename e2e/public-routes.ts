import { type Seeded, embedService, tripAt } from "./fixtures.ts";

/** Every public route of spec section 2; the two detail routes point at seeded records. */
export const publicRoutes: Array<{ name: string; path: (seeded: Seeded) => string }> = [
  ...[
    "/",
    "/about",
    "/contact",
    "/beliefs",
    "/communion",
    "/membership",
    "/baptism",
    "/worship",
    "/childcare-preschool",
    "/ministries-outreach",
    "/operation-christmas-child",
    "/first-responders",
    "/mission-trips",
  ].map((path) => ({ name: path, path: () => path })),
  { name: "/mission-trips/{id}", path: (seeded) => `/mission-trips/${tripAt(seeded, "Red Bird Mission, Kentucky").id}` },
  ...[
    "/cub-boy-scouts",
    "/common-grounds",
    "/september-club",
    "/holidays",
    "/vacation-bible-school",
    "/grief-support",
    "/wednesday-night-kids",
    "/recovery-alive",
    "/gods-big-house",
    "/marshall-wesley",
    "/past-sessions",
    "/past-services",
  ].map((path) => ({ name: path, path: () => path })),
  { name: "/past-session/{id}", path: (seeded) => `/past-session/${embedService(seeded).id}` },
  ...["/daily-readings", "/our-history", "/announcements"].map((path) => ({ name: path, path: () => path })),
  // Issue 12: the calendar, the archive, a demo event and a schedule row's page (the month grid: admin-events.spec.ts).
  ...["/events", "/events/archive", "/events/christmas-eve-candlelight-service", "/events/schedule/grief-support"].map((path) => ({ name: path, path: () => path })),
];
