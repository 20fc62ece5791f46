import { Link } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { serviceTimes } from "../../../shared/content/site.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/communion";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/communion" });

export default function Communion() {
  return (
    <main id="main">
      <PageHeader eyebrow="Basic Beliefs" title="Communion" lead="Holy Communion, the Lord's Supper, is a meal of grace where Christ meets us in bread and cup." />
      <div className="container-page prose-content max-w-3xl py-12">
        <h2>When we celebrate</h2>
        <p>
          We celebrate Communion on the <strong>first Sunday of each month</strong> during the {serviceTimes.worship} service, and on special days such as
          Christmas Eve and Maundy Thursday.
        </p>
        <h2>An open table</h2>
        <p>
          In the United Methodist Church the table belongs to Christ, not to us, and all who seek him are welcome: members and visitors,
          children and adults. You do not need to be a member of this church or of any church to receive. We serve grape juice rather than
          wine, and gluten-free bread is always available; just ask the server.
        </p>
        <h2>How it works on a Sunday</h2>
        <p>
          After the prayer of great thanksgiving, ushers invite each row forward. You may receive by intinction (dipping the bread in the cup)
          standing or kneeling at the rail. If you cannot come forward, a server will bring Communion to your seat.
        </p>
        <h2>How long the service is</h2>
        <p>
          We value your time as well as the sacrament: the service aims for <strong>65-70 minutes</strong> on Communion Sundays, so families
          can still make Sunday School.
        </p>
        <p>
          <Link to="/beliefs">Back to Our Beliefs</Link>
        </p>
      </div>
    </main>
  );
}
