import { describe, expect, it } from "vitest";
import { sanitizeStoredHtml } from "./sanitize.ts";

describe("sanitizeStoredHtml", () => {
  it("keeps the formatting staff use", () => {
    const html = '<h2>Title</h2><p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul><a href="https://example.org">d</a><img src="/uploads/x.webp" alt="x" />';
    expect(sanitizeStoredHtml(html)).toBe(html);
  });
  it("removes scripts, event handlers and javascript: links", () => {
    const out = sanitizeStoredHtml('<p onclick="x()">hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe>');
    expect(out).toBe("<p>hi</p><a>x</a>");
  });
  it("adds rel=noopener to links that open a new tab", () => {
    expect(sanitizeStoredHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
  it("turns h1 into h2 so the page keeps one h1", () => {
    expect(sanitizeStoredHtml("<h1>x</h1>")).toBe("<h2>x</h2>");
  });
});
