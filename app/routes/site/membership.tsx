import { PageHeader } from "../../components/page-header.tsx";
import { church } from "../../../shared/content/site.ts";
import { telHref } from "../../../shared/format.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/membership";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/membership" });

export default function Membership() {
  return (
    <main id="main">
      <PageHeader
        eyebrow="Basic Beliefs"
        title="Church Membership"
        lead="Membership is a promise: to support the church with our prayers, presence, gifts, service and witness. Here are the three ways to join."
      />
      <div className="container-page prose-content max-w-3xl py-12">
        <h2>Profession of Faith</h2>
        <p>
          If you have never been a member of a Christian church, you join by professing your faith in Jesus Christ. If you have not been baptised,
          you are baptised at the same time. The pastor will meet with you beforehand to talk about what the promises mean.
        </p>
        <h2>Transfer from another United Methodist church</h2>
        <p>
          If you are a member of another United Methodist congregation, tell us the name of your church and we will do the rest. The church
          office obtains the transfer certificate from your former church, so you do not have to write for it yourself.
        </p>
        <h2>Transfer from another denomination</h2>
        <p>
          Members of other Christian churches are welcome to transfer. Again, the church office obtains the transfer certificate from your former
          church. If you were baptised with water in the name of the Father, the Son and the Holy Spirit, a second baptism is not required: we
          honour the baptism you have already received.
        </p>
        <h2>Taking the next step</h2>
        <p>
          New members are received during Sunday worship several times a year. To talk it over, call the church office at{" "}
          <a href={telHref(church.officePhone)}>{church.officePhone}</a> or write to <a href={`mailto:${church.officeEmail}`}>{church.officeEmail}</a>.
        </p>
      </div>
    </main>
  );
}
