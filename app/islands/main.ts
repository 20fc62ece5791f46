/**
 * The public pages' only script (docs/decisions/0004-public-pages-without-hydration.md). The pages are
 * rendered by React on the server and not hydrated; these small "islands" attach behaviour to the
 * server's markup through data-* attributes. It runs as a module, so after the document is parsed.
 */
import { initCarousels } from "./carousel.ts";
import { initCopyButtons } from "./copy.ts";
import { initDirections } from "./directions.ts";
import { initDisclosures } from "./disclosure.ts";
import { initForms } from "./forms.ts";
import { initGalleries } from "./gallery.ts";
import { initHeader } from "./header.ts";
import { initStaffBar } from "./staff-bar.ts";

initHeader();
initCarousels();
initGalleries();
initDisclosures();
initDirections();
initCopyButtons();
initForms();
initStaffBar();
// Tests can tell the page's behaviour is attached. (A window property, not an attribute: on the
// hydrating sign-in pages an attribute on <html> would differ from React's render.)
(window as Window & { steepleIslands?: string }).steepleIslands = "ready";
