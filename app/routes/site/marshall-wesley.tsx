import { MinistryPage } from "../../components/ministry-page.tsx";
import { meetingTimes } from "../../../shared/content/site.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/marshall-wesley";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/marshall-wesley" });

export default function MarshallWesley() {
  return (
    <MinistryPage
      facts={{
        title: "Marshall Wesley",
        eyebrow: "Campus ministry",
        lead: "A Wesley Foundation campus ministry for college students: worship, a free meal, honest questions and friends for the road.",
        when: meetingTimes.marshallWesley,
        where: "The Wesley house, across from the campus main gate",
        contact: { label: "Get connected" },
      }}
    >
      <h2>Thursday nights</h2>
      <p>
        Students gather on <strong>{meetingTimes.marshallWesley}</strong> for a home-cooked meal provided by church families, followed by
        informal worship and a conversation about faith and life. Come as you are; you do not need to be Methodist, or anything at all.
      </p>
      <h2>Beyond Thursdays</h2>
      <ul>
        <li>Small groups that meet in dorms during the week.</li>
        <li>A spring-break mission trip with the church's adult team.</li>
        <li>Sunday rides to worship at Cedar Hill for students without a car.</li>
      </ul>
      <h2>Adopt-a-student</h2>
      <p>Church families "adopt" students for the year: a card before exams, a home-cooked meal, a place to do laundry. Ask the office to take part.</p>
    </MinistryPage>
  );
}
