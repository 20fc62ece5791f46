import { childcareHours, church, meetingTimes, serviceTimes } from "./site.ts";

export type PublicPage = { path: string; title: string; description: string };

/** Every fixed public page with its search-engine title and description; the sitemap lists these. */
export const PUBLIC_PAGES = [
  { path: "/", title: `${church.name}`, description: `A United Methodist congregation with Sunday worship at ${serviceTimes.worship}, Sunday School at ${serviceTimes.sundaySchool}, and a licensed childcare and pre-K programme.` },
  { path: "/about", title: "General Info", description: "Service times, nursery care, accessibility and the staff of Cedar Hill United Methodist Church." },
  { path: "/contact", title: "Contact Us", description: "Office hours, phone numbers, e-mail, directions and a message form for Cedar Hill United Methodist Church and its childcare." },
  { path: "/beliefs", title: "Our Beliefs", description: "What United Methodists believe: universal atonement, salvation by faith, the witness of the Spirit and perfect love." },
  { path: "/communion", title: "Communion", description: "Holy Communion is celebrated on the first Sunday of each month; all are welcome at the Lord's table." },
  { path: "/membership", title: "Church Membership", description: "Join by profession of faith or by transfer from another United Methodist church or another denomination." },
  { path: "/baptism", title: "Baptism", description: "The meaning of baptism, the sacrament, baptism from other denominations and baptism at every age." },
  { path: "/worship", title: "Worship Info", description: `Sunday worship ${serviceTimes.worshipRange} in person and online, Sunday School, nursery, God's Big House and Wednesday nights.` },
  { path: "/childcare-preschool", title: "Childcare and Pre-K", description: `Licensed childcare and pre-K, open ${childcareHours}: weekly fees, staff, and enrollment forms.` },
  { path: "/ministries-outreach", title: "Ministries and Outreach", description: "Ministries for every age and outreach in our community and beyond, with meeting times." },
  { path: "/operation-christmas-child", title: "Operation Christmas Child", description: "Shoebox gifts for children around the world: our story and the boxes filled each year." },
  { path: "/first-responders", title: "First Responders", description: "How the congregation thanks and supports the firefighters, police officers and medics who serve us." },
  { path: "/mission-trips", title: "Mission Trips", description: "Stories and pictures from the congregation's mission trips." },
  { path: "/cub-boy-scouts", title: "Cub Scouts and Boy Scouts", description: `Scouting at the church: Cub Scouts ${meetingTimes.cubScouts}, Boy Scouts ${meetingTimes.boyScouts}.` },
  { path: "/common-grounds", title: "Common Grounds", description: "Common Grounds, the church's coffee fellowship, with pictures from our gatherings." },
  { path: "/september-club", title: "September Club", description: `Fellowship for older adults: ${meetingTimes.septemberClub}.` },
  { path: "/holidays", title: "Holidays", description: "Advent, Christmas, Lent and Easter at the church, with pictures from our celebrations." },
  { path: "/vacation-bible-school", title: "Vacation Bible School", description: "A summer week of Bible stories, music, crafts and games for children." },
  { path: "/grief-support", title: "Grief Support", description: `A grief support group for anyone who is mourning: ${meetingTimes.griefSupport}.` },
  { path: "/wednesday-night-kids", title: "Wednesday Night Kids", description: `Wednesday Night Kids, ${meetingTimes.wednesdayNightKids}, for children from preschool age 2 through 5th grade.` },
  { path: "/recovery-alive", title: "Recovery Alive", description: `A Christ-centred recovery ministry, ${meetingTimes.recoveryAlive}.` },
  { path: "/gods-big-house", title: "God's Big House", description: `Children's Sunday ministry for grades K-5, ${meetingTimes.godsBigHouse}.` },
  { path: "/marshall-wesley", title: "Marshall Wesley", description: `Campus ministry for college students, ${meetingTimes.marshallWesley}.` },
  { path: "/past-sessions", title: "Past Services", description: "Recordings and bulletins of past Sunday services." },
  { path: "/daily-readings", title: "Daily Readings", description: "Today's scripture reading, yesterday's and tomorrow's, and the archive of past readings." },
  { path: "/our-history", title: "Our History", description: "The story of Cedar Hill United Methodist Church from 1891 to today." },
  { path: "/announcements", title: "Announcements", description: "News and announcements from Cedar Hill United Methodist Church." },
] as const satisfies readonly PublicPage[];

export function publicPage(path: string): PublicPage {
  const page = PUBLIC_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`No public page registered for ${path}`);
  return page;
}
