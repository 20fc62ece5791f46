import { MinistryPage } from "../../components/ministry-page.tsx";
import { meetingTimes, serviceTimes } from "../../../shared/content/site.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/gods-big-house";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/gods-big-house" });

export default function GodsBigHouse() {
  return (
    <MinistryPage
      facts={{
        title: "God's Big House",
        eyebrow: "Children's Sunday ministry",
        lead: "Children's church for grades K-5 during Sunday worship: a Bible story, songs with motions and a craft to take home.",
        when: meetingTimes.godsBigHouse,
        where: `The children's wing, during the ${serviceTimes.worship} worship service`,
        contact: { label: "Questions from parents" },
      }}
    >
      <h2>Every Sunday</h2>
      <p>
        God's Big House meets <strong>{meetingTimes.godsBigHouse}</strong>, during the {serviceTimes.worship} worship service. After the children's moment,
        kids in kindergarten through 5th grade walk with their teachers to the children's wing and come back before the end of the service.
      </p>
      <h2>What children learn</h2>
      <p>
        We follow the stories of the Bible through the year: creation, the patriarchs, the prophets, the life of Jesus and the early church.
        Each week ends with a prayer and a question to talk about on the ride home.
      </p>
      <h2>Younger children</h2>
      <p>Nursery care for children from birth to 2 is available from {serviceTimes.nurseryFrom} through the end of Sunday School.</p>
    </MinistryPage>
  );
}
