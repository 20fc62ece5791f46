import { MinistryGalleryPage } from "../../components/ministry-gallery-page.tsx";
import { servicesContext } from "../../context.ts";
import { ministryGallery } from "../../lib/gallery.ts";
import { attempt } from "../../lib/load.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/common-grounds";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/common-grounds" });

export async function loader({ context }: Route.LoaderArgs) {
  const files = await attempt("common grounds gallery", () => context.get(servicesContext).galleries.files("common-grounds"));
  return { images: ministryGallery("common-grounds", files.ok ? files.data : [], "Common Grounds") };
}

export default function CommonGrounds({ loaderData }: Route.ComponentProps) {
  return (
    <MinistryGalleryPage
      title="Common Grounds"
      lead="Our coffee fellowship: good coffee, homemade treats and unhurried conversation, open to church and neighbours alike."
      images={loaderData.images}
    >
      <h2>Come for the coffee, stay for the company</h2>
      <p>
        Common Grounds turns the fellowship hall into a cosy coffee house before Sunday School and on weekday mornings. Volunteers brew fair-trade
        coffee and bake something new each week. There is no charge; donations support our food pantry.
      </p>
      <h2>A place to meet</h2>
      <p>Newcomers often find Common Grounds the easiest way to meet people. Students study here, retirees play checkers and young parents swap stories while toddlers play in the corner.</p>
    </MinistryGalleryPage>
  );
}
