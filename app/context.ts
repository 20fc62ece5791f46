import { createContext } from "react-router";
import type { RequestInfo } from "../server/http/request-info.ts";
import type { Services } from "../server/services.ts";

/** The domain services, put in the router context by the HTTP server for every request. */
export const servicesContext = createContext<Services>();

/** What the HTTP server knows about this request (server/http/request-info.ts). */
export const requestContext = createContext<RequestInfo>();
