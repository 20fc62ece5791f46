import { afterEach, describe, expect, it, vi } from "vitest";
import { allFilled, formMessages, formatPhoneInput, formatZipInput, messagesFor } from "../../shared/form-rules.ts";
import { failureText, localToday, postForm } from "./forms.ts";

describe("public form rules (spec sections 4, 5, 8 and 9)", () => {
  it("keeps the phone to 10 digits shown as ddd-ddd-dddd", () => {
    expect(formatPhoneInput("(919) 555-01429")).toBe("919-555-0142");
    expect(formatPhoneInput("91")).toBe("91");
    expect(formatPhoneInput("9195")).toBe("919-5");
    expect(formatPhoneInput("abc")).toBe("");
  });

  it("keeps the zip to 5 digits", () => {
    expect(formatZipInput("27a5149")).toBe("27514");
  });

  it("counts a form as filled only when every field is non-empty after trimming", () => {
    expect(allFilled({ name: "Ruth", message: "Hello" })).toBe(true);
    expect(allFilled({ name: "Ruth", message: "   " })).toBe(false);
  });

  it("gives each form its section 8 texts", () => {
    expect(messagesFor("contact")).toMatchObject({ success: "Message sent successfully!", failure: "Failed to send message. Please try again." });
    expect(messagesFor("prayer").success).toBe("Prayer request submitted successfully!");
    expect(messagesFor("directory").failure).toBe("Failed to submit directory entry. Please try again.");
    expect([formMessages.footer.sending, formMessages.contact.sending, formMessages.prayer.sending, formMessages.directory.sending]).toEqual([
      "Sending...",
      "Sending Message",
      "Sending Prayer Request",
      "Submitting...",
    ]);
  });

  it("adds the server's reason to the failure text only for too many submissions or a refused captcha", () => {
    const failure = formMessages.contact.failure;
    expect(failureText({ ok: false, status: 429, body: { error: "Too many submissions." } }, failure)).toBe(`${failure} Too many submissions.`);
    expect(failureText({ ok: false, status: 400, body: { error: "Captcha failed.", fields: { recaptchaToken: "x" } } }, failure)).toBe(`${failure} Captcha failed.`);
    expect(failureText({ ok: false, status: 400, body: { error: "Invalid.", fields: { email: "x" } } }, failure)).toBe(failure);
    expect(failureText({ ok: false, status: 0, body: {} }, failure)).toBe(failure);
  });

  it("on a 503 (the database away) says to try again in a few minutes, instead of at once", () => {
    const reason = "The site cannot reach its database just now. Please try again in a few minutes.";
    expect(failureText({ ok: false, status: 503, body: { error: reason } }, formMessages.contact.failure)).toBe(`Failed to send message. ${reason}`);
    expect(failureText({ ok: false, status: 503, body: { error: reason } }, formMessages.directory.failure)).toBe(`Failed to submit directory entry. ${reason}`);
    // A 503 from something else (a proxy's page, no JSON) keeps the form's own text.
    expect(failureText({ ok: false, status: 503, body: {} }, formMessages.prayer.failure)).toBe(formMessages.prayer.failure);
  });

  it("dates a birthday check by the browser's calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
});

describe("postForm", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts JSON with the x-api-key header", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: "ok" }), { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    const answer = await postForm("/api/contact-message", { name: "Ruth" }, "key-1");
    expect(answer).toEqual({ ok: true, status: 201, body: { message: "ok" } });
    expect(fetchMock).toHaveBeenCalledWith("/api/contact-message", {
      method: "POST",
      credentials: "same-origin",
      headers: { "x-api-key": "key-1", "content-type": "application/json" },
      body: JSON.stringify({ name: "Ruth" }),
    });
  });

  it("never throws: a network failure is status 0, an answer that is not JSON has an empty body", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    expect(await postForm("/api/prayer-request", {}, "k")).toEqual({ ok: false, status: 0, body: {} });
    vi.stubGlobal("fetch", vi.fn(async () => new Response("<html>", { status: 502 })));
    expect(await postForm("/api/prayer-request", {}, "k")).toEqual({ ok: false, status: 502, body: {} });
  });
});
