import type { GalleryFolder } from "./uploads.ts";

/** The four ministry galleries staff manage (spec section 2: admin areas without subpages), with their public pages. */
export const GALLERY_PAGES: Record<GalleryFolder, { name: string; publicPath: string }> = {
  "first-responders": { name: "First Responders", publicPath: "/first-responders" },
  "common-grounds": { name: "Common Grounds", publicPath: "/common-grounds" },
  holidays: { name: "Holidays", publicPath: "/holidays" },
  "september-club": { name: "September Club", publicPath: "/september-club" },
};

/** The gallery an admin path names (the route's normalised `url`, not request.url, which may end in .data): /admin/holidays is "holidays"; anything else is null. */
export function galleryOfPath(pathname: string): GalleryFolder | null {
  const slug = /^\/admin\/([a-z-]+)\/?$/.exec(pathname)?.[1];
  return slug && Object.hasOwn(GALLERY_PAGES, slug) ? (slug as GalleryFolder) : null;
}
