import { createContext } from "react-router";
import type { Services } from "../server/services.ts";

/** The domain services, put in the router context by the HTTP server for every request. */
export const servicesContext = createContext<Services>();

export type RequestInfo = {
  /** Nonce for the inline scripts of this response (Content-Security-Policy). */
  nonce: string;
};

export const requestContext = createContext<RequestInfo>();
