import { MinistryPage } from "../../components/ministry-page.tsx";
import { meetingTimes, serviceTimes } from "../../../shared/content/site.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/wednesday-night-kids";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/wednesday-night-kids" });

export default function WednesdayNightKids() {
  return (
    <MinistryPage
      facts={{
        title: "Wednesday Night Kids",
        lead: "A midweek hour of Bible stories, games and friendship for children from preschool age 2 through 5th grade, while parents study or rest.",
        when: meetingTimes.wednesdayNightKids,
        where: `Children's wing, after the ${serviceTimes.wednesdayDinner} family dinner in the fellowship hall`,
        contact: { label: "Register your child" },
      }}
    >
      <h2>An evening for the whole family</h2>
      <p>
        Wednesdays begin with a family dinner from {serviceTimes.wednesdayDinner}. At <strong>{meetingTimes.wednesdayNightKids}</strong> children go to
        their classes while adults join the Bible study and youth (6th-12th grade) meet upstairs. Everyone is finished by 7:30 PM.
      </p>
      <h2>Classes by age</h2>
      <ul>
        <li>Preschool (age 2 to 5): songs, stories and play in the preschool rooms.</li>
        <li>Kindergarten to 2nd grade: Bible adventures with crafts and games.</li>
        <li>3rd to 5th grade: stories, service projects and a little friendly competition.</li>
      </ul>
      <p>Nursery care is available for children from birth to 2 during the adult classes.</p>
      <h2>Safe and welcoming</h2>
      <p>
        Every teacher completes Safe Sanctuaries training, and two adults are present in every room. Let us know about allergies when you
        register.
      </p>
    </MinistryPage>
  );
}
