import { describe, expect, it } from "vitest";
import { sanitizeStoredHtml } from "../html/sanitize.ts";
import { isExpired, showsExpiry, truncateBody } from "./rules.ts";

describe("truncateBody", () => {
  it("keeps a body of up to 9999 characters whole", () => {
    const body = "a".repeat(9999);
    expect(truncateBody(body)).toBe(body);
  });
  it("cuts a longer body at 9999 characters and adds an ellipsis", () => {
    const out = truncateBody("b".repeat(10_500));
    expect(out).toBe(`${"b".repeat(9999)}...`);
  });
  it("never leaves half a tag or half an entity, and the sanitiser closes what was left open", () => {
    const body = `<p>${"x".repeat(9990)}<strong>bold &amp; more</strong></p>`;
    const cut = truncateBody(body);
    expect(cut.endsWith("...")).toBe(true);
    expect(cut).not.toMatch(/<[^>]*\.\.\.$/);
    expect(sanitizeStoredHtml(cut)).toMatch(/<\/p>$/);
  });
});

describe("expiry", () => {
  const today = "2026-11-21";
  it("hides an announcement whose expiration date has passed", () => {
    expect(isExpired({ expires: true, expirationDate: "2026-11-20" }, today)).toBe(true);
  });
  it("still shows it on the expiration date itself", () => {
    expect(isExpired({ expires: true, expirationDate: today }, today)).toBe(false);
  });
  it("ignores the date when expires is off", () => {
    expect(isExpired({ expires: false, expirationDate: "2020-01-01" }, today)).toBe(false);
  });
  it('shows "Expires on" only when expires is set and a date exists', () => {
    expect(showsExpiry({ expires: true, expirationDate: "2026-12-01" })).toBe(true);
    expect(showsExpiry({ expires: true, expirationDate: null })).toBe(false);
    expect(showsExpiry({ expires: false, expirationDate: "2026-12-01" })).toBe(false);
  });
});
