import { MinistryPage } from "../../components/ministry-page.tsx";
import { meetingTimes } from "../../../shared/content/site.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/cub-boy-scouts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/cub-boy-scouts" });

export default function CubBoyScouts() {
  return (
    <MinistryPage
      facts={{
        title: "Cub Scouts and Boy Scouts",
        lead: "Our church has chartered scouting packs and troops for decades. Scouts learn to camp, cook, lead and serve, and they give back to Cedar Hill every year.",
        when: [`Cub Scouts: ${meetingTimes.cubScouts}`, `Boy Scouts: ${meetingTimes.boyScouts}`],
        where: "Fellowship hall and the scout hut behind the church",
        contact: { label: "Sign up or visit a meeting" },
      }}
    >
      <h2>Cub Scouts</h2>
      <p>
        Cub Scouts meet on <strong>{meetingTimes.cubScouts}</strong>. Dens for kindergarten through fifth grade work on adventures together: knots,
        first aid, hiking, and the pinewood derby every winter. Parents are welcome at every meeting.
      </p>
      <h2>Boy Scouts</h2>
      <p>
        Our troop meets on <strong>{meetingTimes.boyScouts}</strong>. Scouts plan their own campouts, earn merit badges and work toward Eagle
        with the help of adult leaders from the congregation and the community.
      </p>
      <h2>Who can join the troop</h2>
      <p>A young person may join the troop who:</p>
      <ul>
        <li>is a Cub Scout who has earned the Arrow of Light and is at least 10 years old, or</li>
        <li>has completed 5th grade and is at least 10 years old, or</li>
        <li>is 11 years old but not yet 18.</li>
      </ul>
      <h2>Service to the church</h2>
      <p>
        Scouts help with the spring workday, serve at the Thanksgiving community dinner and have built several Eagle projects on the church
        grounds, including the prayer garden benches.
      </p>
    </MinistryPage>
  );
}
