import { MinistryPage } from "../../components/ministry-page.tsx";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/vacation-bible-school";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/vacation-bible-school" });

export default function VacationBibleSchool() {
  return (
    <MinistryPage
      facts={{
        title: "Vacation Bible School",
        lead: "One week every summer the whole building fills with music, crafts, games and Bible stories for children from age 4 through 5th grade.",
        when: ["One week each summer", "Weekday evenings"],
        where: "Fellowship hall and the children's wing. Dates are announced each spring on our Announcements page.",
        contact: { label: "Register a child or volunteer" },
      }}
    >
      <h2>What happens at VBS</h2>
      <p>
        Each evening begins with supper together, then children rotate through Bible story time, music, crafts, recreation and a mission
        project. On the last night families are invited to a short program and an ice-cream social on the lawn.
      </p>
      <h2>Registration</h2>
      <p>
        Registration opens in the spring and is free. Write or call the church office with your child's name, age and any allergies, and we
        will confirm your place. Children do not need to attend our church to come.
      </p>
      <h2>Volunteers</h2>
      <p>
        VBS runs on volunteers: teenagers as crew leaders, adults as teachers, cooks and set builders. Every volunteer who works with children
        completes our Safe Sanctuaries training, which the church office arranges.
      </p>
    </MinistryPage>
  );
}
