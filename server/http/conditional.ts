/** Seconds are all HTTP dates carry. */
const toSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

/**
 * A feed's answer with its validators: ETag and Last-Modified, and a 304 without a body when the
 * request's If-None-Match (or, without one, If-Modified-Since) shows the client has this version.
 */
export function conditionalAnswer(
  request: { header(name: string): string | undefined },
  { body, etag, lastModified, contentType, headers = {} }: { body: string; etag: string; lastModified: Date; contentType: string; headers?: Record<string, string> },
): Response {
  const modified = toSecond(lastModified);
  const all: Record<string, string> = {
    "Content-Type": contentType,
    ETag: etag,
    "Last-Modified": modified.toUTCString(),
    "Cache-Control": "public, max-age=0, must-revalidate",
    ...headers,
  };
  const ifNoneMatch = request.header("if-none-match");
  const ifModifiedSince = request.header("if-modified-since");
  const notModified = ifNoneMatch
    ? ifNoneMatch.split(/\s*,\s*/).some((tag) => tag === etag || tag === `W/${etag}` || tag === "*")
    : Boolean(ifModifiedSince) && !Number.isNaN(Date.parse(ifModifiedSince!)) && modified.getTime() <= Date.parse(ifModifiedSince!);
  if (notModified) return new Response(null, { status: 304, headers: all });
  return new Response(body, { status: 200, headers: all });
}
