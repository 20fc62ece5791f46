import type { RouterContextProvider } from "react-router";
import { AREAS, type GalleryArea, canEnterArea } from "../../shared/areas.ts";
import { PAGES, type PagePath, canEditPage, pageKey } from "../../shared/content/pages.ts";
import { editorAt } from "../../shared/content/editors.ts";
import type { Snapshot } from "../../server/content/content.ts";
import { CONTENT_KINDS, type FixedContentKey } from "../../server/content/kinds.ts";
import type { Occurrence } from "../../server/events/occurrences.ts";
import { servicesContext } from "../context.ts";
import { type Loaded, attempt } from "./load.ts";
import { currentAuth } from "./auth.server.ts";
import { type PageWords, type SiteData, pageWords, siteData } from "./site.ts";
import { ministryGallery } from "./gallery.ts";

type Args = { url: URL; context: Readonly<RouterContextProvider> };

/**
 * What a public page reads: the published site, or, for a signed-in member of staff who opened the
 * page with `?preview=1`, the site with the drafts they may edit in place of the published values.
 * Published values come from one in-memory snapshot (no query); a preview reads the drafts afresh.
 */
export async function siteContent({ url, context }: Args): Promise<{ snapshot: Snapshot; today: string; preview: boolean }> {
  const services = context.get(servicesContext);
  const today = services.today();
  const auth = url.searchParams.get("preview") === "1" ? currentAuth(context) : null;
  if (!auth) return { snapshot: await services.content.snapshot(), today, preview: false };
  const role = auth.user.role;
  const keys = [
    ...(Object.keys(CONTENT_KINDS) as FixedContentKey[]).filter((key) => canEnterArea(role, CONTENT_KINDS[key].area)),
    ...(Object.keys(PAGES) as PagePath[]).filter((path) => canEditPage(role, path)).map(pageKey),
  ];
  return { snapshot: await services.content.withDrafts(keys), today, preview: true };
}

/**
 * The layout's share: the site's facts and the header and footer words; for a preview opened by an
 * editor's Preview button (`&from=` its own address), that editor, for the banner's way back.
 */
export async function layoutContent(args: Args): Promise<{ site: SiteData; preview: boolean; previewFrom: { path: string; title: string } | null }> {
  const { snapshot, today, preview } = await siteContent(args);
  const editor = preview ? editorAt(args.url.searchParams.get("from") ?? "") : null;
  return { site: siteData(snapshot, today), preview, previewFrom: editor ? { path: editor.path, title: editor.title } : null };
}

/** A page's words (placeholders filled) and the site snapshot for anything else it shows. */
export async function pageContent(args: Args, path: PagePath): Promise<{ page: PageWords; snapshot: Snapshot; today: string; preview: boolean }> {
  const { snapshot, today, preview } = await siteContent(args);
  return { page: pageWords(snapshot, path, today), snapshot, today, preview };
}

/** How many upcoming dates a ministry page lists (issue 12). */
const MINISTRY_DATES = 4;

/** A ministry page's words, the office contacts its joining card offers, and its own upcoming dates from the calendar. */
export async function ministryContent(args: Args, path: PagePath): Promise<{ page: PageWords; office: { officeEmail: string; officePhone: string }; upcoming: Loaded<Occurrence[]>; place: string }> {
  const { page, snapshot } = await pageContent(args, path);
  return { page, office: { officeEmail: snapshot.settings.officeEmail, officePhone: snapshot.settings.officePhone }, ...(await upcomingDates(args, path)) };
}

/** A page's own next dates from the events calendar (events listing it, schedule rows shown on it), and the church's name for dates held there. */
export async function upcomingDates(args: Args, path: PagePath): Promise<{ upcoming: Loaded<Occurrence[]>; place: string }> {
  const services = args.context.get(servicesContext);
  const upcoming = await attempt("upcoming dates", () => services.events.forPage(path, MINISTRY_DATES));
  return { upcoming, place: (await services.content.snapshot()).settings.churchName };
}

/**
 * What a ministry page with a photo gallery loads: its words, its next dates and its pictures. A
 * gallery that fails to load is only logged (spec section 8): it shows as empty.
 */
export async function ministryGalleryContent(args: Args, gallery: GalleryArea, label: string) {
  const path = AREAS[gallery].gallery.publicPath as PagePath;
  const { page } = await pageContent(args, path);
  const pictures = await attempt(`${label} gallery`, () => args.context.get(servicesContext).galleries.pictures(gallery));
  return { ...(await upcomingDates(args, path)), page, images: ministryGallery(gallery, pictures.ok ? pictures.data : [], label) };
}
