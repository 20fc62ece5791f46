/**
 * Childcare enquiries end to end on a phone (issue 35): a parent enquires and gets the e-mail, books a
 * tour from the status link; the director moves the family to the waiting list and offers a place; the
 * parent accepts; a second family's offer lapses with the test clock and the next family is offered;
 * a church user cannot open any of it.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import pino from "pino";
import { eq } from "drizzle-orm";
import { childcareEnquiries } from "../server/db/schema.ts";
import { createServices } from "../server/services.ts";
import { fixedClock } from "../server/testing/clock.ts";
import { readFile, readdir } from "node:fs/promises";
import { simpleParser } from "mailparser";
import { openHydrated } from "./auth-fixtures.ts";
import { seriousViolations } from "./axe.ts";
import { addDays, expect, gotoHydrated, siteToday, test } from "./fixtures.ts";
import { BASE_URL, E2E_DATA_DIR, SITE_TIME_ZONE } from "./settings.ts";

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

/**
 * The first match of `pattern` in the subject or text of an e-mail to `to` in the server's outbox,
 * waiting for it (these e-mails are multipart, HTML and text, so they are read with a mail parser).
 */
async function mailTo(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  const deadline = Date.now() + 15_000;
  for (;;) {
    for (const file of (await readdir(dir).catch(() => [])).filter((f) => f.endsWith(".eml")).sort().reverse()) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      if (!mail.to || !JSON.stringify(mail.to).includes(to)) continue;
      const match = pattern.exec(`${mail.subject}\n${mail.text ?? ""}`);
      if (match) return match;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const months = (isoDate: string, n: number) => {
  const [y, m] = isoDate.split("-").map(Number) as [number, number];
  const index = m - 1 + n;
  return `${y + Math.floor(index / 12)}-${String((((index % 12) + 12) % 12) + 1).padStart(2, "0")}`;
};

test("a family enquires, tours, is offered a place and accepts; a lapsed offer passes on; church staff cannot look", async ({ page, browser, server, signInAs }) => {
  // Solving the captcha's proof of work takes a few seconds on a busy machine.
  test.setTimeout(120_000);
  const { enquiries } = server.services;
  const today = siteToday();
  const tag = randomBytes(3).toString("hex");
  const email = `parent-${tag}@e2e.test`;
  const directorContext = await browser.newContext({ viewport: phone });
  const director = await signInAs("childcare", { context: directorContext });
  const slot = await enquiries.tours.create({ date: addDays(today, 3), time: "10:00", families: 2, minutes: 45 }, director.id);
  if (!slot.ok) throw new Error(slot.error);

  // The parent enquires on a phone.
  await gotoHydrated(page, "/childcare-preschool/enquire");
  expect(await seriousViolations(page)).toEqual([]);
  const form = page.getByRole("form", { name: "Ask about a place" });
  await form.getByLabel("Your name").fill(`Ruth Porter ${tag}`);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone").fill("919-555-0134");
  await form.getByLabel("Child's first name").fill("Mia");
  await form.getByLabel("Date of birth or due date").fill(`${months(today, -20)}-05`);
  await form.getByLabel("Start month").selectOption(months(today, 2));
  await form.getByLabel("Monday").check();
  await form.getByLabel("Wednesday").check();
  await form.getByText("I'm not a robot").click();
  await expect(form.getByRole("button", { name: "Send my enquiry" })).toBeEnabled({ timeout: 60_000 });
  await form.getByRole("button", { name: "Send my enquiry" }).click();
  await expect(page.getByRole("heading", { name: "Mia's enquiry" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Waiting: \d+(st|nd|rd|th) of \d+ for Toddlers$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The e-mail has the reference and the private link; from the link the parent books the tour.
  const [, reference] = await mailTo(email, /Your childcare enquiry (CC-[A-Z2-9]{6})/);
  const [link] = await mailTo(email, /\/childcare-preschool\/enquiry\?token=[A-Za-z0-9_-]{43}/);
  await page.goto(link);
  await page.getByRole("radio", { name: /at 10:00 AM$/ }).check();
  await page.getByRole("button", { name: "Book this tour" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Your tour is booked. We have e-mailed you the details with a calendar file.");
  await mailTo(email, /Your tour of .+ at 10:00 AM/);
  const ics = await page.request.get(await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href").then((href) => new URL(href!, page.url()).href));
  expect(ics.headers()["content-type"]).toContain("text/calendar");

  // The director, on a phone, moves the family to the waiting list and offers a place.
  const desk = await directorContext.newPage();
  await openHydrated(desk, "/admin/enquiries?view=list");
  await desk.getByRole("link", { name: new RegExp(`^Mia \\(Ruth Porter ${tag}\\)`) }).click();
  await expect(desk.getByRole("heading", { level: 1, name: `Mia (${reference})` })).toBeVisible();
  await desk.getByLabel("Move to").selectOption("waitlisted");
  await desk.getByRole("button", { name: "Move", exact: true }).click();
  await expect(desk.getByText("Moved. The family's status page shows it now.")).toBeVisible();
  await desk.getByRole("button", { name: "Offer a place in Toddlers" }).click();
  await expect(desk.getByText("Offered. The family has the offer by e-mail with Accept and Decline.")).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);

  // The parent accepts from the offer e-mail.
  const [accept] = await mailTo(email, /http\S+answer=accept/);
  await page.goto(accept.replace(/^https?:\/\/[^/]+/, BASE_URL));
  await page.getByRole("button", { name: "Accept the place" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Thank you for accepting the place. We have e-mailed you what happens next.");
  await expect(page.getByRole("heading", { level: 2, name: "Enrolled" })).toBeVisible();
  // The status page on a desktop too (the form is in e2e/public-routes.ts, checked at both widths).
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(page)).toEqual([]);

  // A second family is offered a place and does not answer; the next family in order (a staff child) is waiting.
  const family = async (who: string, staffChild: boolean) => {
    const created = await enquiries.enquire({ input: { parentName: `${who} ${tag}`, email: `${who.toLowerCase()}-${tag}@e2e.test`, phone: "9195550100", childName: who, expected: false, birthDate: `${months(today, -22)}-10`, startMonth: months(today, 2), days: ["tue"], sibling: false, heardFrom: "", note: "", otherMailings: false }, captcha: true });
    if (!created.ok) throw new Error(created.error);
    const [row] = await server.database.db.select().from(childcareEnquiries).where(eq(childcareEnquiries.email, `${who.toLowerCase()}-${tag}@e2e.test`));
    const opened = async () => (await enquiries.board.family(row!.id))!.version;
    if (staffChild) await enquiries.board.setPriority({ id: row!.id, flags: { staffChild: true, sibling: false, churchMember: false }, version: await opened(), actor: director.id });
    await enquiries.board.move({ id: row!.id, input: { status: "waitlisted", version: await opened() }, actor: director.id });
    return row!.id;
  };
  const silent = await family("Noah", false);
  const next = await family("Zoe", true);
  expect(await enquiries.offer({ id: silent, version: (await enquiries.board.family(silent))!.version, actor: director.id })).toMatchObject({ ok: true });
  // The test clock: three days on, the offers job lapses the offer and offers the place to the next family.
  const later = createServices({
    database: server.database,
    clock: fixedClock(new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString()),
    site: { publicUrl: BASE_URL, timeZone: SITE_TIME_ZONE },
    sessionSecret: server.sessionSecret,
    mail: { smtpUrl: undefined, from: "Steeple <no-reply@localhost>", outboxDir: path.join(E2E_DATA_DIR, "outbox") },
    logger: pino({ level: "silent" }),
  });
  expect(await later.enquiries.lapseDueOffers()).toBeGreaterThanOrEqual(1);
  await later.mailer.deliverDue();
  await later.mailer.close();
  await openHydrated(desk, `/admin/enquiries/${next}`);
  await expect(desk.getByText(/^Offered · answer by /)).toBeVisible();
  await openHydrated(desk, `/admin/enquiries/${silent}`);
  await expect(desk.getByText("The offer lapsed without an answer")).toBeVisible();
  await mailTo("childcare@cedarhill-umc.org", /The place was offered to CC-[A-Z2-9]{6}, the next waitlisted family for Toddlers/);
  await directorContext.close();

  // Church staff cannot open any of it.
  const churchContext = await browser.newContext({ viewport: phone });
  await signInAs("church", { context: churchContext });
  const church = await churchContext.newPage();
  expect((await church.goto("/admin/enquiries"))?.status()).toBe(403);
  await expect(church.getByText("Your account (Church staff) cannot open Childcare Enquiries.", { exact: false })).toBeVisible();
  for (const address of [`/admin/enquiries/${next}`, "/admin/enquiries/rooms", "/admin/enquiries/tours", "/admin/enquiries/export.csv?birthDates=on"]) {
    expect((await church.goto(address))?.status(), address).toBe(403);
  }
  await churchContext.close();
});
