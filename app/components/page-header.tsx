import { Link } from "react-router";
import type { PageHero } from "../../shared/content/pages.ts";
import { heroSources } from "../lib/hero.ts";
import type { PageWords } from "../lib/site.ts";

/**
 * The band at the top of a content page: an optional eyebrow, the page's one h1 and a short lead. With
 * a hero photo (uploaded in the Pages area) the photo fills the band behind a dark wash that keeps the
 * white words readable; without one, the band is the brand gradient.
 */
export function PageHeader({ title, eyebrow, lead, hero }: { title: string; eyebrow?: string; lead?: React.ReactNode; hero?: PageHero | null }) {
  return (
    <header className="relative isolate overflow-hidden bg-gradient-to-b from-brand-900 to-brand-700 text-white">
      {hero ? <HeroPhoto hero={hero} /> : null}
      <div className="container-page py-12 sm:py-16">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-500 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-1 text-4xl text-white sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-3xl text-lg leading-relaxed text-brand-50 sm:text-xl">{lead}</p> : null}
      </div>
    </header>
  );
}

/**
 * A public page whose words staff edit (the Pages area): the page's <main> (the skip link's target),
 * its heading band from the page's title, lead and hero photo, then `children`.
 */
export function WordsPage({ page, eyebrow, children }: { page: PageWords; eyebrow?: string; children: React.ReactNode }) {
  return (
    <main id="main">
      <PageHeader eyebrow={eyebrow} title={page.title} lead={page.sections.lead} hero={page.hero} />
      {children}
    </main>
  );
}

/** A detail page whose record failed to load (spec section 8: only logged): the kind of page as its title, and the way back to the list. */
export function UnloadedDetailPage({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  return (
    <main id="main">
      <PageHeader title={title} />
      <p className="container-page py-12">
        <Link to={backTo}>{backLabel}</Link>
      </p>
    </main>
  );
}

/** A page's hero photo behind its heading band: responsive WebP with its size set, loaded first. */
export function HeroPhoto({ hero }: { hero: PageHero }) {
  const { src, srcSet } = heroSources(hero);
  return (
    <>
      <img
        src={src}
        srcSet={srcSet}
        sizes="100vw"
        width={hero.width}
        height={hero.height}
        alt={hero.alt}
        fetchPriority="high"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-900/70" />
    </>
  );
}
