import type { RouterContext } from "react-router";
import type { SessionUser } from "../auth/user.ts";
import type { Services } from "../services.ts";

/** What the HTTP server tells the pages about a request, through the router context. */
export type RequestInfo = {
  /** Nonce for the inline scripts of this response (Content-Security-Policy). */
  nonce: string;
  /** The static x-api-key the site's own pages send to /api (public by design). */
  apiKey: string;
  /** The client's address, for the rate limits of the sign-in pages' actions (TRUST_PROXY applies). */
  address: string;
  /** The signed-in user of this request, if any. */
  auth: { user: SessionUser; csrfToken: string; signedInAt: string; sessionId: string } | null;
};

/**
 * The router context keys the app reads with (app/context.ts). The build carries its own copy of
 * them, so the server takes the very objects from the build's entry module, never by importing app/.
 */
export type ContextKeys = { servicesContext: RouterContext<Services>; requestContext: RouterContext<RequestInfo> };
