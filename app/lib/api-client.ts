import { useRouteLoaderData } from "react-router";

/**
 * Calls to our own /api from the browser. Every call carries the public x-api-key (spec section 7)
 * and the cookies of the session.
 */

/** The static x-api-key, from the root loader. */
export function useApiKey(): string {
  return (useRouteLoaderData("root") as { apiKey?: string } | undefined)?.apiKey ?? "";
}

/** A JSON answer whose fields the caller reads one by one (the server shapes them per call). */
export type ApiBody = Record<string, unknown>;

/** Sends a JSON request; throws only when the network fails. A body that is not JSON reads as {}. */
export async function callApi(apiKey: string, path: string, { body, method = body === undefined ? "GET" : "POST" }: { body?: unknown; method?: string } = {}) {
  const res = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: { "x-api-key": apiKey, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await res.json().catch(() => ({}))) as ApiBody;
  return { status: res.status, body: parsed };
}
