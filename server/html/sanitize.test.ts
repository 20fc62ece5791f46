import { describe, expect, it } from "vitest";
import { isEffectivelyEmpty, sanitizeStoredHtml } from "./sanitize.ts";

/** HTML void elements come back as "<br />" and "<img … />"; the same elements to a browser. */
const voidsAsHtml5 = (html: string) => html.replace(/ \/>/g, ">");

/**
 * What the admin editor posts (Tiptap 3 getHTML, then toStoredHtml), captured from the editor in
 * Chromium while using every toolbar button: headings, bold, italic, both lists (one started by
 * typing "3. "), links by address, e-mail and phone, a line break, a blank line and an uploaded picture.
 */
const EDITOR_OUTPUT = [
  "<h2>Trunk or Treat is back</h2>",
  "<p>Join us in the <strong>church parking lot</strong> on <em>Friday, October 30</em> from 5:30 to 7:30PM.</p>",
  "<ul><li><p>Decorate your trunk</p></li><li><p>Bring candy to share</p></li></ul>",
  "<h3>What to bring</h3>",
  "<ol><li><p>A costume</p></li><li><p>A flashlight</p></li></ol>",
  '<p><a href="tel:9195550142">Questions</a>? <a href="mailto:office@cedarhill-umc.org">Write to the office</a> or see <a href="https://www.umc.org">umc.org</a>.</p>',
  "<p>Pastor Dan writes: <strong>all are welcome</strong> and <em>bring a friend</em></p>",
  "<p>Line one<br>line two &amp; &lt;three&gt;</p>",
  "<p><br></p>",
  '<p>After a blank line. Visit <a href="https://cedarhill-umc.org/events">https://cedarhill-umc.org/events</a> today.</p>',
  '<img src="/uploads/content/potluck-3f9a.webp" alt="Smiling volunteer behind the welcome table" width="400" height="400">',
  '<ol start="3"><li><p>Third point</p></li><li><p>Fourth point</p></li></ol>',
  "<h3><strong>Bold</strong> <em>and italic</em> in a subheading<br><br></h3>",
].join("");

describe("sanitizeStoredHtml", () => {
  it("keeps everything the rich-text editor produces, unchanged", () => {
    expect(voidsAsHtml5(sanitizeStoredHtml(EDITOR_OUTPUT))).toBe(EDITOR_OUTPUT);
  });
  it("is stable: sanitising twice changes nothing", () => {
    const once = sanitizeStoredHtml(EDITOR_OUTPUT);
    expect(sanitizeStoredHtml(once)).toBe(once);
  });
  it("keeps the formatting staff use", () => {
    const html = '<h2>Title</h2><p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul><a href="https://example.org">d</a><img src="/uploads/x.webp" alt="x" />';
    expect(sanitizeStoredHtml(html)).toBe(html);
  });
  it("removes scripts, event handlers and javascript: links", () => {
    const out = sanitizeStoredHtml('<p onclick="x()">hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe>');
    expect(out).toBe("<p>hi</p><a>x</a>");
  });
  it("removes disguised javascript: links, protocol-relative links and unknown schemes", () => {
    const links = ["JaVaScRiPt:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)", "&#106;avascript:alert(1)", "//evil.example/x", "/\\evil.example", "data:text/html,<b>x</b>", "vbscript:x", "ftp://x.example"];
    for (const href of links) expect(sanitizeStoredHtml(`<a href="${href}">x</a>`), href).toBe("<a>x</a>");
  });
  it("keeps links to this site and to http, https, mailto and tel addresses", () => {
    for (const href of ["/contact", "http://example.org", "https://example.org/a?b=1&amp;c=2", "mailto:office@example.org", "tel:9195550142"]) {
      expect(sanitizeStoredHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });
  it("keeps pictures only from our own /uploads/ addresses", () => {
    expect(sanitizeStoredHtml('<img src="/uploads/content/a.webp" alt="a" />')).toBe('<img src="/uploads/content/a.webp" alt="a" />');
    const refused = [
      "data:image/png;base64,iVBORw0KGgo=",
      "//evil.example/x.png",
      "https://evil.example/x.png",
      "http://evil.example/x.png",
      "javascript:alert(1)",
      "/uploads/../admin/x.png",
      "/uploads/%2e%2e/admin",
      "/uploads//evil.example/x.png",
      "/admin/x.png",
      "uploads/x.png",
      "/uploads/x.png onerror=alert(1)",
    ];
    for (const src of refused) expect(sanitizeStoredHtml(`<p>a</p><img src="${src}" alt="x" />`), src).toBe("<p>a</p>");
  });
  it("drops event handlers and odd sizes from pictures", () => {
    expect(sanitizeStoredHtml('<img src="/uploads/a.webp" alt="a" width="100%" height="12" onerror="alert(1)" style="x" />')).toBe(
      '<img src="/uploads/a.webp" alt="a" height="12" />',
    );
  });
  it("keeps a numbered list's start and type but nothing else", () => {
    expect(sanitizeStoredHtml('<ol start="3" type="a" reversed onclick="x"><li>x</li></ol>')).toBe('<ol start="3" type="a"><li>x</li></ol>');
    expect(sanitizeStoredHtml('<ol start="x" type="disc"><li>x</li></ol>')).toBe("<ol><li>x</li></ol>");
  });
  it("adds rel=noopener to links that open a new tab", () => {
    expect(sanitizeStoredHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
  it("turns h1 into h2 so the page keeps one h1", () => {
    expect(sanitizeStoredHtml("<h1>x</h1>")).toBe("<h2>x</h2>");
  });
  it("strips styles, classes and unknown tags but keeps their text", () => {
    expect(sanitizeStoredHtml('<div class="x" style="color:red"><font>Hello</font> <svg onload="x()"></svg>there</div>')).toBe("Hello there");
  });
});

describe("isEffectivelyEmpty", () => {
  it("is true for what an untouched or cleared editor posts", () => {
    for (const html of ["", "<p></p>", "<p><br></p>", "<p><br /></p>", "<p>&nbsp;</p>", "<p> </p><p>\u00a0</p>", "<h2></h2><ul><li><p></p></li></ul>"]) {
      expect(isEffectivelyEmpty(html), html).toBe(true);
    }
  });
  it("is false when there is text or a picture", () => {
    expect(isEffectivelyEmpty("<p>x</p>")).toBe(false);
    expect(isEffectivelyEmpty('<img src="/uploads/a.webp" alt="Church picnic">')).toBe(false);
  });
});
