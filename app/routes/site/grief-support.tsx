import { MinistryPage } from "../../components/ministry-page.tsx";
import { meetingTimes } from "../../../shared/content/site.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/grief-support";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/grief-support" });

export default function GriefSupport() {
  return (
    <MinistryPage
      facts={{
        title: "Grief Support",
        lead: "Losing someone you love changes everything. Our grief support group is a quiet, confidential place to talk, listen and heal alongside others who understand.",
        when: `${meetingTimes.griefSupport} (every month)`,
        where: "The church parlour (ground floor, step-free entrance)",
        contact: { label: "Talk with someone" },
      }}
    >
      <h2>What to expect</h2>
      <p>
        The group meets on the <strong>{meetingTimes.griefSupport}</strong> each month. A trained facilitator leads a short reading and then
        the conversation belongs to the group. You are welcome to speak or simply to listen. Coffee and tea are always ready.
      </p>
      <h2>Everyone is welcome</h2>
      <p>
        Whether your loss was recent or years ago, and whether or not you belong to any church, you are welcome. There is no cost and no need
        to sign up; just come in through the main door.
      </p>
      <h2>Pastoral care</h2>
      <p>
        If you would rather talk one to one, our pastor is glad to meet with you or visit you at home. Call or write the church office and we
        will arrange a time.
      </p>
    </MinistryPage>
  );
}
