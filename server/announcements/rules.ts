export const ANNOUNCEMENT_TRUNCATE_AT = 9999;

/** The spec truncates the body past 9999 characters with an ellipsis; the sanitiser closes any tag cut open. */
export function truncateBody(html: string, limit = ANNOUNCEMENT_TRUNCATE_AT): string {
  if (html.length <= limit) return html;
  let cut = html.slice(0, limit);
  // Do not leave half a tag or half an entity behind.
  const lastOpen = cut.lastIndexOf("<");
  if (lastOpen > cut.lastIndexOf(">")) cut = cut.slice(0, lastOpen);
  const lastAmp = cut.lastIndexOf("&");
  if (lastAmp > cut.lastIndexOf(";")) cut = cut.slice(0, lastAmp);
  return `${cut}...`;
}

/** An announcement leaves the public list once its expiration date has passed (it still shows on that date). */
export function isExpired(item: { expires: boolean; expirationDate: string | null }, today: string): boolean {
  return item.expires && item.expirationDate !== null && item.expirationDate < today;
}

/** "Expires on: {date}" shows only when expires is set and an expiration date exists. */
export function showsExpiry(item: { expires: boolean; expirationDate: string | null }): boolean {
  return item.expires && Boolean(item.expirationDate);
}
