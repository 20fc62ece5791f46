import { createContext } from "react-router";
import type { SessionUser } from "../server/auth/accounts.ts";
import type { Services } from "../server/services.ts";

/** The domain services, put in the router context by the HTTP server for every request. */
export const servicesContext = createContext<Services>();

export type RequestInfo = {
  /** Nonce for the inline scripts of this response (Content-Security-Policy). */
  nonce: string;
  /** The static x-api-key the site's own pages send to /api (public by design). */
  apiKey: string;
  /** The signed-in user of this request, if any. */
  auth: { user: SessionUser; csrfToken: string; signedInAt: string; sessionId: string } | null;
};

export const requestContext = createContext<RequestInfo>();
