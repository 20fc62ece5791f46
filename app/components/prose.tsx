/**
 * Words staff wrote in the rich-text editor (a page section), as HTML that passed the one sanitiser on
 * save and on its way to the page. `as="span"` keeps a short section inside a line of other text.
 */
export function Prose({ html, className, as: Tag = "div" }: { html: string; className?: string; as?: "div" | "span" }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The words of a rich section without its paragraph, for a sentence inside a heading band or a card. */
export function inline(html: string): string {
  return html.replace(/^\s*<p>([\s\S]*)<\/p>\s*$/, "$1");
}
