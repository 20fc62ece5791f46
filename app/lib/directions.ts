import type { HeadersFunction } from "react-router";
import { type SiteSettings, directions } from "../../shared/content/settings.ts";

export { isIosDevice, isIosUserAgent } from "./platform.ts";

/** Directions to the church's address: the native Maps app on iOS devices, a web maps page everywhere else (spec section 2, Contact). */
export function directionsHref(settings: Pick<SiteSettings, "address">, ios: boolean): string {
  const to = directions(settings);
  return ios ? to.ios : to.web;
}

/**
 * The headers of a page drawn differently for iOS (its directions link): the parent's, plus
 * `Vary: User-Agent`, so that no shared cache hands one device's copy to another (server/http/page-cache.ts).
 */
export const perDeviceHeaders: HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.append("Vary", "User-Agent");
  return headers;
};
