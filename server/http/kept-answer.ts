/**
 * A kept answer of the page cache (page-cache.ts): compressed once when stored, with the headers of
 * each encoding built once, so that a hit costs neither compression nor header work.
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Buffers, not plain Uint8Arrays: Node's socket would wrap a plain one in a Buffer on every write.
export type Body = Buffer<ArrayBuffer>;

/**
 * What a kept page tells browsers and a CDN: browsers ask again every time (a 304 when nothing
 * changed); a shared cache may keep it a minute, and a minute more while it fetches a fresh copy,
 * so a change staff publish reaches every visitor within two minutes.
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
/** A page whose words depend on the device (the directions link): never kept by a shared cache, which would hand one device's copy to another. */
const PER_DEVICE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export type Encoding = "identity" | "br" | "gzip";
export type Entry = {
  status: number;
  body: Record<Encoding, Body>;
  etag: string;
  storedAt: number;
  /** The headers of each answer, built once when stored: what a cache hit sends. */
  headers: Record<Encoding | "notModified", Record<string, string>>;
};

/** What a cache hit answers: status, headers and body (none for HEAD or 304). */
export type Answer = { status: number; headers: Record<string, string>; body: Body | null };

/** A rendered response made ready to replay: compressed once, so that a cache hit costs no compression work. */
export function store(status: number, rendered: [string, string][], body: Body, storedAt: number): Entry {
  const compressed = {
    identity: body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(body, { level: 6 }),
  };
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const common: Record<string, string> = {};
  for (const [name, value] of rendered) if (name !== "content-length" && name !== "content-encoding") common[name] = value;
  const perDevice = /user-agent/i.test(common.vary ?? "");
  // A feed that answers browser tabs otherwise keeps saying so to caches further on (a CDN).
  const perDestination = /sec-fetch-dest/i.test(common.vary ?? "");
  const vary = ["Accept-Encoding", ...(perDevice ? ["User-Agent"] : []), ...(perDestination ? ["Sec-Fetch-Dest"] : [])].join(", ");
  Object.assign(common, { etag, "cache-control": perDevice ? PER_DEVICE_CACHE_CONTROL : PAGE_CACHE_CONTROL, vary });
  const withBody = (encoding: Encoding) => ({
    ...common,
    ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    "content-length": String(compressed[encoding].byteLength),
  });
  return {
    status,
    body: compressed,
    etag,
    storedAt,
    headers: { identity: withBody("identity"), br: withBody("br"), gzip: withBody("gzip"), notModified: common },
  };
}

export function answer(entry: Entry, ifNoneMatch: string | null | undefined, acceptEncoding: string | null | undefined, method: string, ifModifiedSince?: string | null): Answer {
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(entry.etag)) return { status: 304, headers: entry.headers.notModified, body: null };
  // Without an ETag to compare, a response that names its last change (the feeds) answers If-Modified-Since.
  const lastModified = entry.headers.notModified["last-modified"];
  if (!ifNoneMatch && ifModifiedSince && lastModified && Date.parse(lastModified) <= Date.parse(ifModifiedSince)) return { status: 304, headers: entry.headers.notModified, body: null };
  const encoding: Encoding = !acceptEncoding ? "identity" : /\bbr\b/.test(acceptEncoding) ? "br" : /\bgzip\b/.test(acceptEncoding) ? "gzip" : "identity";
  return { status: entry.status, headers: entry.headers[encoding], body: method === "HEAD" ? null : entry.body[encoding] };
}
