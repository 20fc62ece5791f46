/**
 * Telling iOS devices apart, for the directions link (spec section 2, Contact). Free of site content,
 * so that the browser script that uses it carries nothing else.
 */

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
