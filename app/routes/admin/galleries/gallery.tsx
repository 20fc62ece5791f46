import { data } from "react-router";
import { AdminHeading, ChangeNotice } from "../../../components/admin/admin-ui.tsx";
import { ImageManager } from "../../../components/admin/image-manager.tsx";
import { servicesContext } from "../../../context.ts";
import { imageListAction } from "../../../lib/admin-images.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { type GalleryArea, area, areaOfPath, isGalleryArea } from "../../../../shared/areas.ts";
import { uploads } from "../../../../shared/uploads.ts";
import type { Route } from "./+types/gallery";
import { STAFF_MESSAGES } from "../../../../shared/staff-messages.ts";

/**
 * One module for the four ministry galleries (first-responders, common-grounds, holidays,
 * september-club), registered once per address; the address says which gallery.
 */
export const meta: Route.MetaFunction = ({ location, matches }) => {
  const gallery = galleryOfPath(location.pathname);
  return privateMeta(matches, gallery ? `${area(gallery).label} gallery` : "Gallery");
};

/** The gallery an address names, by the area table: /admin/holidays is "holidays". */
function galleryOfPath(pathname: string): GalleryArea | null {
  const key = areaOfPath(pathname)?.key;
  return isGalleryArea(key) ? key : null;
}

function galleryOf(url: URL) {
  const gallery = galleryOfPath(url.pathname);
  if (!gallery) throw data({ error: STAFF_MESSAGES.noSuchPage }, { status: 404 });
  return gallery;
}

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const gallery = galleryOf(args.url);
  const images = await args.context.get(servicesContext).galleries.adminList(gallery);
  return {
    csrf: csrfToken,
    gallery,
    images: images.map((i) => ({ id: i.id, src: uploads.gallery(gallery, i.fileName), thumbnail: uploads.galleryThumbnail(gallery, i.fileName), caption: i.caption ?? "" })),
  };
}

export async function action(args: Route.ActionArgs) {
  const gallery = galleryOf(args.url);
  const { galleries } = args.context.get(servicesContext);
  return imageListAction(args, {
    add: (tokens, placement, actor) => galleries.add({ gallery, tokens, placement, actor }),
    remove: (id, actor) => galleries.remove({ gallery, id, actor }),
    reorder: (input, actor) => galleries.reorder({ gallery, input, actor }),
    caption: (id, caption, actor) => galleries.caption({ gallery, id, caption, actor }),
  });
}

export default function GalleryAdmin({ loaderData }: Route.ComponentProps) {
  const { csrf, gallery, images } = loaderData;
  const { label: name, gallery: page } = area(gallery);
  const publicPath = page?.publicPath ?? "/";
  return (
    <div className="max-w-5xl">
      <AdminHeading
        title={`${name} gallery`}
        lead={
          <>
            The pictures in the gallery on the{" "}
            <a href={publicPath} className="font-semibold text-brand-700 underline">
              {name} page
            </a>
            . Visitors see a thumbnail of each, with its caption, and can open it at full size.
          </>
        }
      />
      <ChangeNotice messages={{ removed: "Removed. The picture is off the website now." }} />
      <ImageManager key={gallery} csrf={csrf} images={images} place={`the ${name} gallery`} captions />
    </div>
  );
}
