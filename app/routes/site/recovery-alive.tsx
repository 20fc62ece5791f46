import { MinistryPage } from "../../components/ministry-page.tsx";
import { meetingTimes } from "../../../shared/content/site.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/recovery-alive";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/recovery-alive" });

export default function RecoveryAlive() {
  return (
    <MinistryPage
      facts={{
        title: "Recovery Alive",
        lead: "A Christ-centred recovery ministry for anyone struggling with addiction, compulsive habits or hurts they cannot shake, and for the families who love them.",
        when: `Meetings ${meetingTimes.recoveryAlive}`,
        contact: { label: "Ask about Recovery Alive" },
      }}
    >
      <h2>A new ministry</h2>
      <p>
        Recovery Alive is our newest ministry, with meetings <strong>{meetingTimes.recoveryAlive}</strong>. Each meeting opens with a shared
        meal and worship, followed by small groups where people can speak honestly and be heard without judgement.
      </p>
      <h2>Who it is for</h2>
      <p>
        Alcohol, drugs, gambling, anger, grief, anxiety: whatever you are carrying, you will not carry it alone. Family members and friends
        have a group of their own.
      </p>
      <h2>Confidential</h2>
      <p>What is said in the group stays in the group. You do not need to register; write or call the office if you would like to know more first.</p>
    </MinistryPage>
  );
}
