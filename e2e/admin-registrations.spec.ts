/**
 * Issue 34 at 390 px: staff turn on registration for Vacation Bible School; a parent registers two
 * children; the confirmation reaches the SMTP sink with an .ics that ical.js reads; the parent cancels
 * through the private link, and the first waitlisted family gets the place and an e-mail saying so.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { type ParsedMail, simpleParser } from "mailparser";
import { solvedCaptcha } from "../server/testing/altcha.ts";
import { seriousViolations } from "./axe.ts";
import { apiKey, expect, gotoHydrated, test } from "./fixtures.ts";
import { BASE_URL, E2E_DATA_DIR } from "./settings.ts";

/** The newest message the SMTP sink kept for `to` whose subject matches, waiting for it. */
async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  const deadline = Date.now() + 15_000;
  for (;;) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".eml")).sort().reverse()) {
      const raw = readFileSync(path.join(dir, file), "utf8");
      if (!raw.includes(to)) continue;
      const mail = await simpleParser(raw);
      if (mail.to && JSON.stringify(mail.to).includes(to) && subject.test(mail.subject ?? "")) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with a subject like ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The mail's calendar entry, read back by ical.js. */
function calendarOf(mail: ParsedMail) {
  const ics = mail.attachments.find((a) => a.filename?.endsWith(".ics"));
  if (!ics) throw new Error(`no .ics attached to "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(ics.content.toString("utf8")));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { method: calendar.getFirstPropertyValue("method"), uid: event.uid, sequence: event.sequence, summary: event.summary };
}

test("staff turn on registration for Vacation Bible School; a parent registers, cancels through the link, and the waitlisted family is promoted", async ({ page, signInAs }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = Date.now().toString(36);
  const parent = `parent-${tag}@example.org`;
  const family = `family-${tag}@example.org`;

  await signInAs("church");
  await page.goto("/admin/registrations");
  await page.getByRole("list", { name: "Events without registration" }).getByRole("link", { name: "Vacation Bible School" }).click();
  const settings = page.getByRole("form", { name: "Registration settings" });
  await settings.getByLabel("Only this date:").check();
  await settings.getByLabel("The date that takes registrations").selectOption({ index: 1 });
  await settings.getByLabel("Places on each date").fill("3");
  await settings.getByLabel("Question 1").fill("Allergies");
  await settings.getByLabel("Confirmation message").fill("Bring a water bottle.");
  await page.getByRole("button", { name: "Turn registration on" }).click();
  await expect(page.getByText("Saved. The event's page shows the places left now.")).toBeVisible();

  // The parent, signed out, on the event's page.
  await page.context().clearCookies();
  await gotoHydrated(page, "/events/vacation-bible-school");
  const register = page.getByRole("region", { name: "Register" });
  await expect(register.getByText("3 places left")).toBeVisible();
  const form = page.getByRole("form", { name: "Register" });
  await form.getByLabel("Your name").fill("Martha Keller");
  await form.getByLabel("E-mail address").fill(parent);
  await form.getByLabel("Adults").fill("1");
  await form.getByLabel("Children").fill("2");
  await form.getByLabel("Allergies (optional)").fill("Peanuts");
  const widget = form.locator("altcha-widget");
  await expect(widget).toHaveCount(1, { timeout: 15_000 });
  await widget.locator("input[type=checkbox]").focus();
  await page.keyboard.press("Space");
  await expect(form.locator("input[name=recaptchaToken]").first()).not.toHaveValue("", { timeout: 60_000 });
  await form.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { name: "You are registered" })).toBeVisible();

  const confirmation = await mailTo(parent, /^You are registered: Vacation Bible School/);
  expect(confirmation.text).toContain("Bring a water bottle.");
  const entry = calendarOf(confirmation);
  expect(entry).toMatchObject({ method: "PUBLISH", summary: "Vacation Bible School", sequence: 0 });
  expect(entry.uid).toMatch(/^registration-\d+@/);

  // The place is taken: the next family joins the waitlist (through the JSON API, with a solved captcha).
  await gotoHydrated(page, "/events/vacation-bible-school");
  await expect(page.getByRole("region", { name: "Register" }).getByText("Full: join the waitlist")).toBeVisible();
  const date = await page.locator("form[aria-label=Register] input[name=date]").inputValue();
  const token = await solvedCaptcha({ request: (url, init) => fetch(`${BASE_URL}${url}`, init) }, apiKey());
  const joined = await fetch(`${BASE_URL}/api/registrations`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": apiKey() },
    body: JSON.stringify({ event: "vacation-bible-school", date, name: "The Okafor family", email: family, adults: 1, children: 1, recaptchaToken: token }),
  });
  expect(joined.status).toBe(201);
  expect(await joined.json()).toMatchObject({ status: "waitlisted", position: 1 });

  // The parent cancels through the private link.
  const link = /https?:\/\/[^\s]+\/registration\?token=[A-Za-z0-9_-]+/.exec(confirmation.text ?? "")![0];
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await expect(page.getByTestId("registration-status")).toHaveText("Confirmed");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Cancel my registration" }).click();
  await expect(page.getByText("Your registration is cancelled.")).toBeVisible();
  expect(calendarOf(await mailTo(parent, /^Cancelled: your registration/))).toMatchObject({ method: "CANCEL", uid: entry.uid });

  const promoted = await mailTo(family, /^A place for you: Vacation Bible School/);
  expect(promoted.text).toContain("a place opened");
  expect(calendarOf(promoted)).toMatchObject({ method: "PUBLISH", sequence: 1 });

  // The event's page now counts the family's two places: one left.
  await page.goto("/events/vacation-bible-school");
  await expect(page.getByRole("region", { name: "Register" }).getByText("1 place left")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(url.pathname + url.search);
  expect(await seriousViolations(page)).toEqual([]);
});
