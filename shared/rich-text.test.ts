import { describe, expect, it } from "vitest";
import { isAllowedImageSrc, isAllowedLinkHref, isEffectivelyEmpty, normalizeLinkInput, paragraphsOf, plainTextOf, toEditorHtml, toStoredHtml } from "./rich-text.ts";

describe("normalizeLinkInput", () => {
  it("keeps http, https, mailto and tel addresses as typed", () => {
    for (const href of ["https://www.umc.org/en", "http://example.org", "mailto:office@cedarhill-umc.org", "tel:+19195550142"]) {
      expect(normalizeLinkInput(`  ${href} `)).toBe(href);
    }
  });
  it("completes a bare web address, an e-mail address and a phone number", () => {
    expect(normalizeLinkInput("cedarhill-umc.org/events?week=1")).toBe("https://cedarhill-umc.org/events?week=1");
    expect(normalizeLinkInput("office@cedarhill-umc.org")).toBe("mailto:office@cedarhill-umc.org");
    expect(normalizeLinkInput("(919) 555-0142")).toBe("tel:9195550142");
  });
  it("refuses other schemes and things that are not addresses", () => {
    for (const input of ["", "javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "vbscript:x", "ftp://x.example", "//evil.example", "/contact", "hello there", "https://"]) {
      expect(normalizeLinkInput(input), input).toBeNull();
    }
  });
});

describe("isAllowedLinkHref", () => {
  it("allows the four schemes and paths on this site", () => {
    for (const href of ["https://a.example", "http://a.example", "mailto:a@b.example", "tel:123", "/about"]) expect(isAllowedLinkHref(href), href).toBe(true);
  });
  it("refuses protocol-relative, backslash and control-character tricks", () => {
    for (const href of ["//evil.example", "/\\evil.example", "java\nscript:x", "javascript:x", "mailto:", "https://", "#top", "about"]) {
      expect(isAllowedLinkHref(href), href).toBe(false);
    }
  });
});

describe("isAllowedImageSrc", () => {
  it("allows our own uploads only", () => {
    expect(isAllowedImageSrc("/uploads/content/2026/potluck-3f9a.webp")).toBe(true);
    expect(isAllowedImageSrc("/uploads/mission-trips/biloxi__ms/Team%20photo.webp")).toBe(true);
    for (const src of ["https://cdn.example/x.png", "http://x.example/a.png", "//x.example/a.png", "data:image/png;base64,AAAA", "/uploads/../x", "/uploads/./x", "/uploads/%2E%2E/x", "/uploads//x", "/uploads/a\\b", "/upload/x.png", "/uploads/a b.png"]) {
      expect(isAllowedImageSrc(src), src).toBe(false);
    }
  });
});

describe("toStoredHtml and toEditorHtml", () => {
  it("leaves out the empty paragraph Tiptap keeps at the end, and gives '' for an empty editor", () => {
    expect(toStoredHtml("<ul><li><p>a</p></li></ul><p></p>")).toBe("<ul><li><p>a</p></li></ul>");
    expect(toStoredHtml("<p></p>")).toBe("");
  });
  it("gives blank lines and trailing breaks the height the editor shows", () => {
    expect(toStoredHtml("<p>a</p><p></p><p>b</p>")).toBe("<p>a</p><p><br></p><p>b</p>");
    expect(toStoredHtml("<p>a<br></p><h3><strong>b<br></strong></h3>")).toBe("<p>a<br><br></p><h3><strong>b<br><br></strong></h3>");
  });
  it("round-trips: what is stored loads back into the same editor content", () => {
    const editor = '<h2>a</h2><p></p><p>b<br></p><p><br></p><ol start="3"><li><p></p></li></ol><img src="/uploads/a.webp" alt="a"><p>c</p>';
    expect(toEditorHtml(toStoredHtml(editor))).toBe(editor);
    // The sanitiser writes void elements as "<br />"; the editor reads those too.
    expect(toEditorHtml("<p><br /></p><p>a<br /><br /></p>")).toBe("<p></p><p>a<br /></p>");
  });
});

describe("isEffectivelyEmpty", () => {
  it("sees through empty blocks, breaks and non-breaking spaces", () => {
    expect(isEffectivelyEmpty("<p>&nbsp;<br></p><p>&#160;</p>")).toBe(true);
    expect(isEffectivelyEmpty("<p>&amp;</p>")).toBe(false);
  });
});

describe("stored HTML as text", () => {
  const html = "<h2>Welcome</h2><p>Bring a <strong>dish</strong> &amp; a friend<br>at 6&nbsp;pm</p><ul><li>&quot;Soup&quot; &lt;hot&gt;</li><li>Writing &amp;lt; is fine</li></ul>";

  it("gives each paragraph, list item and line break a line of its own, entities decoded once", () => {
    expect(plainTextOf(html)).toBe('Welcome\nBring a dish & a friend\nat 6 pm\n"Soup" <hot>\nWriting &lt; is fine');
  });

  it("gives each block's words on one line for short sections", () => {
    expect(paragraphsOf(html)).toEqual(["Welcome", "Bring a dish & a friend at 6 pm", '"Soup" <hot>', "Writing &lt; is fine"]);
  });
});
