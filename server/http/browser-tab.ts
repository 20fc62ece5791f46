/** The podcast feeds' addresses: /podcast.xml and /podcast/{series}.xml. */
export const PODCAST_FEED = /^\/podcast(\/[a-z0-9-]+)?\.xml$/;

/**
 * Whether a person opened the address in a browser tab. Browsers say so in Sec-Fetch-Dest, which a
 * page's script cannot set; podcast apps, directories and feed readers send no Sec-Fetch-* at all.
 */
export const isBrowserTab = (secFetchDest: string | null | undefined) => secFetchDest === "document";
