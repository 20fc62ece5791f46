import { type SiteSettings, directions } from "../../shared/content/settings.ts";

export { isIosDevice, isIosUserAgent } from "./platform.ts";

/** Directions to the church's address: the native Maps app on iOS devices, a web maps page everywhere else (spec section 2, Contact). */
export function directionsHref(settings: Pick<SiteSettings, "address">, ios: boolean): string {
  const to = directions(settings);
  return ios ? to.ios : to.web;
}
