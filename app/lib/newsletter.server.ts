import { data } from "react-router";
import { LINK_NOT_VALID } from "../../shared/newsletter.ts";

export { signupFromForm } from "../../server/newsletter/signup-post.ts";

/** The private pages reached from an e-mail's link: never stored by a cache, never indexed. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };

/** The token of a page reached from an e-mail (`?token=`), or of its own form post; "" when there is none. */
export function tokenOf(url: URL, form?: FormData): string {
  const posted = form?.get("token");
  const token = typeof posted === "string" && posted ? posted : (url.searchParams.get("token") ?? "");
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : "";
}

/** What a page answers for a token that opens nothing: the same words for wrong, old and used links. */
export const linkNotValid = () => data({ state: "invalid" as const, message: LINK_NOT_VALID }, { status: 404, headers: PRIVATE_PAGE_HEADERS });

export const privatePageHeaders = ({ loaderHeaders, actionHeaders }: { loaderHeaders: Headers; actionHeaders: Headers }) => {
  const headers = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
};

/** A section of the issue editor as posted: `section.{n}.kind`, `.heading`, `.html`. */
type PostedSection = { kind: string; heading: string; html: string };

/**
 * The issue editor's form as the schema reads it (shared/schemas/admin/newsletter.ts), with the row
 * button pressed applied: `up:{n}`, `down:{n}`, `remove:{n}` or `add`.
 */
export function issueFromForm(form: FormData, intent: string): { subject: string; lists: Record<string, boolean>; sections: PostedSection[] } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const sections: PostedSection[] = [];
  for (let i = 0; i < 40 && form.has(`section.${i}.kind`); i++) sections.push({ kind: text(`section.${i}.kind`), heading: text(`section.${i}.heading`), html: text(`section.${i}.html`) });
  const [move, at] = intent.split(":");
  const n = Number(at);
  if (Number.isInteger(n) && n >= 0 && n < sections.length) {
    if (move === "remove") sections.splice(n, 1);
    const to = move === "up" ? n - 1 : move === "down" ? n + 1 : -1;
    if (to >= 0 && to < sections.length) [sections[n], sections[to]] = [sections[to]!, sections[n]!];
  }
  if (intent === "add") sections.push({ kind: "text", heading: "", html: "" });
  const lists = Object.fromEntries(form.getAll("list").filter((v): v is string => typeof v === "string").map((key) => [key, true]));
  return { subject: text("subject"), lists, sections };
}
