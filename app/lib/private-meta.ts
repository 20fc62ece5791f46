import type { MetaDescriptor } from "react-router";
import { church } from "../../shared/content/site.ts";
import { noindex } from "./seo.ts";

/** Sign-in, account and admin pages: a title and noindex (spec section 1); no description or sharing tags. */
export function privateMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${church.name}` }, noindex];
}
