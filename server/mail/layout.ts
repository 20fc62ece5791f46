/**
 * The one layout of e-mail to people outside the staff (design, "People who act"): a heading, short
 * paragraphs, an optional list of details, one button for the private link, and the church's name and
 * postal address at the foot. React Email writes the HTML as e-mail clients read it (tables, styles
 * inline) and the plain-text part from the same tree. Server modules are not compiled from JSX, so the
 * tree is written with createElement.
 */
import { createElement as h } from "react";
import { emailParts } from "./react-email.ts";

export type PersonMail = {
  /** The church's name, as Site settings give it. */
  churchName: string;
  /** The church's postal address, one line. */
  postalAddress: string;
  heading: string;
  /** The first words mail apps show beside the subject. */
  preview?: string;
  paragraphs: string[];
  /** Label and value lines: "When" → "Saturday, March 6, 9:00 AM". */
  details?: [string, string][];
  action?: { label: string; url: string };
  /** Further buttons beside the first (an offer's Decline beside its Accept). */
  moreActions?: { label: string; url: string }[];
  /**
   * Parts of their own below the paragraphs, each with a heading, its words and its links (a daily
   * digest's requests, each with its own "I prayed").
   */
  sections?: MailSection[];
  /** Further links, as plain links under the button ("Change how often or leave the team"). */
  links?: MailLink[];
  /** Why the person gets this e-mail and how to stop it, above the address. */
  footer?: string;
};

export type MailLink = { label: string; url: string };
export type MailSection = { heading: string; paragraphs: string[]; links: MailLink[] };

const linkStyle = { color: "#1f4e79", textDecoration: "underline" };


const text = { fontSize: "16px", lineHeight: "24px", color: "#1f2933", margin: "0 0 16px" };
const small = { fontSize: "13px", lineHeight: "20px", color: "#52606d", margin: "0 0 8px" };

export async function renderPersonMail(mail: PersonMail): Promise<{ html: string; text: string }> {
  const { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text, render } = await emailParts();
  /** A link as both parts read it: the label linked in HTML, "label: address" in plain text (one tree gives both). */
  const linkLine = ({ label, url }: MailLink, key: string) => h(Text, { key, style: { ...text, margin: "0 0 8px" } }, h(Link, { href: url, style: linkStyle }, label));
  const tree = h(
    Html,
    { lang: "en" },
    h(Head, null),
    mail.preview ? h(Preview, null, mail.preview) : null,
    h(
      Body,
      { style: { backgroundColor: "#f5f7fa", fontFamily: "Georgia, 'Times New Roman', serif", margin: 0, padding: "24px 0" } },
      h(
        Container,
        { style: { backgroundColor: "#ffffff", padding: "32px", maxWidth: "560px", borderRadius: "6px" } },
        h(Heading, { as: "h1", style: { fontSize: "22px", lineHeight: "30px", color: "#102a43", margin: "0 0 20px" } }, mail.heading),
        ...mail.paragraphs.map((paragraph, i) => h(Text, { key: `p${i}`, style: text }, paragraph)),
        mail.details?.length
          ? h(
              Section,
              { style: { margin: "0 0 20px" } },
              ...mail.details.map(([label, value], i) => h(Text, { key: `d${i}`, style: { ...text, margin: "0 0 6px" } }, h("strong", null, `${label}: `), value)),
            )
          : null,
        mail.action
          ? h(
              Section,
              { style: { margin: "8px 0 24px" } },
              h(Button, { href: mail.action.url, style: { backgroundColor: "#1f4e79", color: "#ffffff", padding: "12px 20px", borderRadius: "4px", fontSize: "16px", textDecoration: "none" } }, mail.action.label),
              ...(mail.moreActions ?? []).map((more, i) =>
                h(Button, { key: `a${i}`, href: more.url, style: { backgroundColor: "#ffffff", color: "#1f4e79", border: "2px solid #1f4e79", padding: "10px 18px", borderRadius: "4px", fontSize: "16px", textDecoration: "none", marginLeft: "12px" } }, more.label),
              ),
            )
          : null,
        ...(mail.sections ?? []).map((section, i) =>
          h(
            Section,
            { key: `s${i}`, style: { margin: "0 0 24px", borderTop: "1px solid #d9e2ec", paddingTop: "16px" } },
            h(Heading, { as: "h2", style: { fontSize: "18px", lineHeight: "26px", color: "#102a43", margin: "0 0 12px" } }, section.heading),
            ...section.paragraphs.map((paragraph, j) => h(Text, { key: `s${i}p${j}`, style: text }, paragraph)),
            ...section.links.map((link, j) => linkLine(link, `s${i}l${j}`)),
          ),
        ),
        ...(mail.links ?? []).map((link, i) => linkLine(link, `l${i}`)),
        h(Hr, { style: { borderColor: "#d9e2ec", margin: "24px 0 16px" } }),
        mail.footer ? h(Text, { style: small }, mail.footer) : null,
        h(Text, { style: small }, `${mail.churchName}, ${mail.postalAddress}`),
      ),
    ),
  );
  const [html, plain] = await Promise.all([render(tree), render(tree, { plainText: true })]);
  return { html, text: plain };
}
