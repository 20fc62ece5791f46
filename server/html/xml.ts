/** Text and attribute values inside XML (the sitemap, the podcast feeds). */
export function escapeXml(value: string) {
  // Characters XML 1.0 forbids (control characters other than tab and line breaks) are dropped.
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "").replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch]!);
}
