import { directions } from "../content/site.ts";

/** iPhone, iPad and iPod user agents (the server's view: iPadOS in desktop mode is caught in the browser). */
export function isIosUserAgent(userAgent: string | null | undefined): boolean {
  return /\b(iPhone|iPad|iPod)\b/i.test(userAgent ?? "");
}

/**
 * The browser's view: iPadOS 13 and later report a Mac user agent, but a Mac has no touch screen, so a
 * "Macintosh" with several touch points is an iPad.
 */
export function isIosDevice({ userAgent, maxTouchPoints = 0 }: { userAgent: string; maxTouchPoints?: number }): boolean {
  return isIosUserAgent(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

/** Directions open the native Maps app on iOS devices and a web maps page everywhere else (spec section 2, Contact). */
export function directionsHref(ios: boolean): string {
  return ios ? directions.ios : directions.web;
}
