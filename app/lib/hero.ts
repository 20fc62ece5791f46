import type { PageHero } from "../../shared/content/pages.ts";

/** A hero photo's full-size WebP and its 640 px variant, as the upload pipeline writes them. */
export function heroSources(hero: PageHero): { src: string; srcSet: string } {
  const small = hero.src.replace(/(\.webp)$/i, "-640$1");
  return { src: hero.src, srcSet: `${small} 640w, ${hero.src} ${Math.min(hero.width, 1600)}w` };
}
