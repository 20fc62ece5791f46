import { directions } from "../../shared/content/site.ts";

export { isIosDevice, isIosUserAgent } from "./platform.ts";

/** Directions open the native Maps app on iOS devices and a web maps page everywhere else (spec section 2, Contact). */
export function directionsHref(ios: boolean): string {
  return ios ? directions.ios : directions.web;
}
