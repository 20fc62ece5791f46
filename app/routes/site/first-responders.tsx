import { MinistryGalleryPage } from "../../components/ministry-gallery-page.tsx";
import { servicesContext } from "../../context.ts";
import { ministryGallery } from "../../lib/gallery.ts";
import { attempt } from "../../lib/load.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/first-responders";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/first-responders" });

export async function loader({ context }: Route.LoaderArgs) {
  const files = await attempt("first responders gallery", () => context.get(servicesContext).galleries.files("first-responders"));
  // A failed gallery is only logged (spec section 8): it shows as empty.
  return { images: ministryGallery("first-responders", files.ok ? files.data : [], "First responders") };
}

export default function FirstResponders({ loaderData }: Route.ComponentProps) {
  return (
    <MinistryGalleryPage
      title="First Responders"
      lead="Firefighters, police officers, paramedics and dispatchers run toward danger for the rest of us. We thank them with food, prayer and friendship."
      images={loaderData.images}
    >
      <h2>Thank-you lunches</h2>
      <p>
        Several times a year church members cook and deliver a hot lunch to each fire station, the sheriff's office and the EMS base in Cedar
        Hill, with cards made by the children of our childcare.
      </p>
      <h2>Blessing of the first responders</h2>
      <p>
        Each September we hold a short service of thanks and blessing on the church lawn. Crews are invited to bring their vehicles, and
        everyone is welcome to come and say thank you.
      </p>
      <h2>Prayer and care</h2>
      <p>Our prayer team keeps first responders and their families in prayer every week. If you or your family serve, our pastor is always available to talk.</p>
    </MinistryGalleryPage>
  );
}
