/** Text and attribute values inside XML (the sitemap, the podcast feeds). */
export function escapeXml(value: string) {
  // Characters XML 1.0 forbids (control characters other than tab and line breaks) are dropped.
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "").replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch]!);
}

/** Plain text as HTML that shows exactly that text: no element, comment or entity of its own. */
export function escapeHtml(value: string) {
  return value.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&#39;", '"': "&quot;" })[ch]!);
}

/**
 * Plain text in an XML element that readers show as HTML (an RSS `description`): escaped for HTML,
 * then for XML, so that what an XML parser hands the reader is HTML whose only content is the text.
 * Escaped once, `<img src=x onerror=...>` typed in a description would run in every app that renders
 * descriptions (issue 29).
 */
export function plainTextAsHtmlInXml(value: string) {
  return escapeXml(escapeHtml(value));
}
