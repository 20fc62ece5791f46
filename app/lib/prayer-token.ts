import { type QueryPage, pageQuery } from "../../shared/page-queries.ts";

/** The private link's token of a prayer ministry page (`?token=`); empty when there is none. */
export function prayerToken(request: Request, page: Extract<QueryPage, `/prayer/${string}`>): string {
  return pageQuery(new URL(request.url), page).get("token") ?? "";
}
