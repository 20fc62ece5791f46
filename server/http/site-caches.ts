import { type AreaKey, isAreaKey, showsArea } from "../../shared/areas.ts";
import type { Metrics } from "../metrics/metrics.ts";
import type { Services } from "../services.ts";
import { PUBLIC_API, PUBLIC_PAGES, createPageCache } from "./page-cache.ts";

/**
 * The page caches of one instance (public pages and feeds, public API answers) and how a change empties
 * them: a change made here drops what its area is shown on (shared/areas.ts `shownOn`) at once; a change
 * another instance made arrives as a NOTIFY payload ("{instance} {area}", server/services.ts) through
 * `heard`. The content snapshot (every page's words) is dropped with them. Without `enabled` (the
 * development server) there are no page caches, only the snapshot.
 */
export function createSiteCaches({ services, metrics, enabled = true }: { services: Services; metrics?: Metrics; enabled?: boolean }) {
  const caches = enabled
    ? {
        pages: createPageCache({ rules: PUBLIC_PAGES, onLookUp: metrics ? (r) => metrics.cache("pages", r) : undefined }),
        api: createPageCache({ rules: PUBLIC_API, onLookUp: metrics ? (r) => metrics.cache("api", r) : undefined }),
      }
    : undefined;

  /** Drops what a change of `area` makes stale (everything without an area). */
  function clear(area?: AreaKey) {
    services.content.invalidate();
    if (!area || area === "newsletter-lists") services.newsletter.lists.invalidate();
    const stale = area ? (path: string) => showsArea(area, path) : undefined;
    caches?.pages.clear(stale);
    caches?.api.clear(stale);
  }
  services.onChange(clear);

  return {
    caches,
    clear,
    /** A change notice from the database: another instance's change is cleared here; the area, or undefined for this instance's own. */
    heard(payload: string): AreaKey | null | undefined {
      const [instance, area] = payload.split(" ");
      if (instance === services.instance) return undefined;
      const known = isAreaKey(area) ? area : null;
      clear(known ?? undefined);
      return known;
    },
  };
}
