/**
 * The weekly e-mail as mail clients read it (issue 37): React Email writes the layout (tables, styles
 * inline) and the plain-text part from the same tree, like the one layout of transactional mail
 * (server/mail/layout.ts). The sections' rich text is the stored, sanitised HTML, given inline styles
 * tag by tag (mail clients drop style sheets) and absolute addresses (a path means nothing in a mailbox).
 * The preferences token differs for each recipient: the issue is rendered once with RECIPIENT_TOKEN in
 * its links, and the sender puts each recipient's token in its place.
 */
import { createElement as h } from "react";
import sanitizeHtml from "sanitize-html";
import type { IssueSection } from "../db/schema.ts";
import { isEffectivelyEmpty, sanitizeStoredHtml } from "../html/sanitize.ts";
import { emailParts } from "../mail/react-email.ts";

/** Stands for the recipient's own preferences token in a rendered issue. */
export const RECIPIENT_TOKEN = "RECIPIENTTOKENRECIPIENTTOKENRECIPIENTTOKEN0";

export type IssueMailParts = {
  churchName: string;
  postalAddress: string;
  publicUrl: string;
  subject: string;
  sections: IssueSection[];
  /** The lists it goes to, by name: the footer says why the person gets it. */
  listNames: string[];
  /** Its page on the site (/newsletter/{date}), or null for a preview and a test copy before it has one. */
  archivePath: string | null;
};

const BODY_TEXT = "font-size:16px;line-height:24px;color:#1f2933;";
const TAG_STYLES: Record<string, string> = {
  p: `${BODY_TEXT}margin:0 0 14px;`,
  h2: "font-size:19px;line-height:26px;color:#102a43;margin:18px 0 8px;",
  h3: "font-size:17px;line-height:24px;color:#102a43;margin:16px 0 6px;",
  h4: "font-size:16px;line-height:22px;color:#102a43;margin:14px 0 6px;",
  ul: `${BODY_TEXT}margin:0 0 14px;padding-left:22px;`,
  ol: `${BODY_TEXT}margin:0 0 14px;padding-left:22px;`,
  li: "margin:0 0 6px;",
  a: "color:#1f4e79;text-decoration:underline;",
  blockquote: "margin:0 0 14px;padding:4px 0 4px 14px;border-left:4px solid #c8d7e6;color:#334e68;font-style:italic;",
  img: "display:block;max-width:100%;height:auto;border:0;margin:0 0 14px;",
  hr: "border:none;border-top:1px solid #d9e2ec;margin:18px 0;",
};

/** A root-relative address of the site made absolute; anything else (https:, mailto:, tel:) as it is. */
const absolute = (publicUrl: string, value: string | undefined) => (value && value.startsWith("/") && !value.startsWith("//") ? new URL(value, publicUrl).toString() : value);

/** A section's stored HTML, sanitised again, with absolute links and pictures and every tag's style inline. */
export function mailReadyHtml(html: string, publicUrl: string): string {
  return sanitizeHtml(sanitizeStoredHtml(html), {
    // Already sanitised above: this pass only adds styles and absolute addresses, so it lets every tag through.
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      "*": (tagName, attribs) => {
        const style = TAG_STYLES[tagName];
        const next: Record<string, string> = { ...attribs };
        if (tagName === "a" && attribs.href) next.href = absolute(publicUrl, attribs.href)!;
        if (tagName === "img" && attribs.src) next.src = absolute(publicUrl, attribs.src)!;
        if (style) next.style = style;
        return { tagName, attribs: next };
      },
    },
  });
}

/** The sections an issue shows: those with something in them. */
export const shownSections = (sections: readonly IssueSection[]) => sections.filter((s) => !isEffectivelyEmpty(s.html));

const small = { fontSize: "13px", lineHeight: "20px", color: "#52606d", margin: "0 0 8px" };

/** The issue's e-mail: HTML and plain text, with RECIPIENT_TOKEN where each recipient's token goes. */
export async function renderIssueMail(parts: IssueMailParts): Promise<{ html: string; text: string }> {
  const url = (path: string) => new URL(path, parts.publicUrl).toString();
  const preferences = url(`/newsletter/preferences?token=${RECIPIENT_TOKEN}`);
  const unsubscribe = url(`/newsletter/unsubscribe?token=${RECIPIENT_TOKEN}`);
  const sections = shownSections(parts.sections);
  const { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text, render } = await emailParts();
  const tree = h(
    Html,
    { lang: "en" },
    h(Head, null, h("title", null, parts.subject)),
    h(Preview, null, parts.subject),
    h(
      Body,
      { style: { backgroundColor: "#f5f7fa", fontFamily: "Georgia, 'Times New Roman', serif", margin: 0, padding: "16px 0" } },
      h(
        Container,
        { style: { backgroundColor: "#ffffff", padding: "24px", maxWidth: "600px", borderRadius: "6px" } },
        h(Text, { style: { ...small, textTransform: "uppercase", letterSpacing: "1px" } }, parts.churchName),
        h(Heading, { as: "h1", style: { fontSize: "24px", lineHeight: "32px", color: "#102a43", margin: "0 0 16px" } }, parts.subject),
        ...sections.map((section, i) =>
          h(
            Section,
            { key: `s${i}`, style: { margin: "0 0 8px" } },
            section.heading ? h(Heading, { as: "h2", style: { fontSize: "20px", lineHeight: "28px", color: "#102a43", margin: "16px 0 8px", borderBottom: "2px solid #e4ebf2", paddingBottom: "4px" } }, section.heading) : null,
            h("div", { dangerouslySetInnerHTML: { __html: mailReadyHtml(section.html, parts.publicUrl) } }),
          ),
        ),
        h(Hr, { style: { borderColor: "#d9e2ec", margin: "24px 0 16px" } }),
        parts.archivePath ? h(Text, { style: small }, "Read it on the website: ", h(Link, { href: url(parts.archivePath), style: { color: "#1f4e79" } }, url(parts.archivePath))) : null,
        h(Text, { style: small }, `You get this e-mail because you subscribed to ${parts.listNames.join(" and ")} from ${parts.churchName}.`),
        h(
          Text,
          { style: small },
          h(Link, { href: preferences, style: { color: "#1f4e79" } }, "Change your lists"),
          " · ",
          h(Link, { href: unsubscribe, style: { color: "#1f4e79" } }, "Unsubscribe"),
        ),
        h(Text, { style: small }, `${parts.churchName}, ${parts.postalAddress}`),
      ),
    ),
  );
  const [html, text] = await Promise.all([render(tree), render(tree, { plainText: true })]);
  return { html, text };
}

/** Headers of a newsletter message (RFC 2369 and RFC 8058): one POST to the link unsubscribes, no sign-in. */
export function unsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${new URL(`/newsletter/unsubscribe?token=${token}`, publicUrl).toString()}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
