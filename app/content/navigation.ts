export type NavLink = { label: string; to: string };

/** The ministry pages of the nested Ministries submenu and the outreach cards (spec section 2). */
export const ministryLinks: NavLink[] = [
  { label: "Operation Christmas Child", to: "/operation-christmas-child" },
  { label: "First Responders", to: "/first-responders" },
  { label: "Mission Trips", to: "/mission-trips" },
  { label: "Cub & Boy Scouts", to: "/cub-boy-scouts" },
  { label: "Common Grounds", to: "/common-grounds" },
  { label: "September Club", to: "/september-club" },
  { label: "Holidays", to: "/holidays" },
  { label: "Vacation Bible School", to: "/vacation-bible-school" },
  { label: "Grief Support", to: "/grief-support" },
  { label: "Recovery Alive", to: "/recovery-alive" },
  { label: "God's Big House", to: "/gods-big-house" },
  { label: "Marshall Wesley", to: "/marshall-wesley" },
  { label: "Wednesday Night Kids", to: "/wednesday-night-kids" },
];

/** The desktop Info dropdown, in the spec's order, with its two labelled groups. */
export const infoMenu: Array<{ heading?: string; links: NavLink[] }> = [
  { links: [{ label: "General Info", to: "/about" }] },
  {
    heading: "Basic Beliefs",
    links: [
      { label: "Our Beliefs", to: "/beliefs" },
      { label: "Church Membership", to: "/membership" },
      { label: "Baptism", to: "/baptism" },
      { label: "Communion", to: "/communion" },
    ],
  },
  {
    heading: "Worship",
    links: [
      { label: "Worship Info", to: "/worship" },
      { label: "Past Services", to: "/past-sessions" },
      { label: "Daily Readings", to: "/daily-readings" },
      // Issue 36: the public prayer wall.
      { label: "Prayer Wall", to: "/prayer-wall" },
    ],
  },
  {
    links: [
      { label: "Our History", to: "/our-history" },
      { label: "Announcements", to: "/announcements" },
      { label: "Childcare & Pre-K", to: "/childcare-preschool" },
    ],
  },
];

/** The mobile menu links, exactly as listed in spec section 2. */
export const mobileLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Info", to: "/about" },
  { label: "Our Beliefs", to: "/beliefs" },
  { label: "Church Membership", to: "/membership" },
  { label: "Worship Info", to: "/worship" },
  { label: "Past Services", to: "/past-sessions" },
  { label: "Daily Readings", to: "/daily-readings" },
  { label: "Prayer Wall", to: "/prayer-wall" },
  { label: "Ministries/Outreach", to: "/ministries-outreach" },
  // Issue 12: the events calendar, beside the spec's list.
  { label: "Calendar", to: "/events" },
  { label: "Contact Us", to: "/contact" },
  { label: "Childcare and Pre-K", to: "/childcare-preschool" },
];

export const footerLinks: NavLink[] = [
  { label: "General Info", to: "/about" },
  { label: "Worship Info", to: "/worship" },
  { label: "Announcements", to: "/announcements" },
  { label: "Calendar", to: "/events" },
  { label: "Daily Readings", to: "/daily-readings" },
  { label: "Past Services", to: "/past-sessions" },
  { label: "Ministries and Outreach", to: "/ministries-outreach" },
  { label: "Childcare & Pre-K", to: "/childcare-preschool" },
  { label: "Our History", to: "/our-history" },
  { label: "Prayer Wall", to: "/prayer-wall" },
  { label: "Contact Us", to: "/contact" },
];
