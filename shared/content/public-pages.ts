import { PAGES, type PagePath } from "./pages.ts";

/** A page's title and description as the page head and search engines read them. */
export type PublicPage = { path: string; title: string; description: string };

/** Every fixed public page (each has its words in the page table); the sitemap lists these. */
export const PUBLIC_PATHS = (Object.keys(PAGES) as PagePath[]).filter((path) => path !== "*");
