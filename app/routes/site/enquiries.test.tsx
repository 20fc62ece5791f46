import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, childcareEnquiries, childcareRooms, outgoingMail, privateLinks } from "../../../server/db/schema.ts";
import { STANDARD_ROOMS } from "../../../server/enquiries/rooms.ts";
import { LINK_NOT_FOUND } from "../../../server/enquiries/family.ts";
import { testDatabaseKinds } from "../../../server/testing/database.ts";
import { tokenIn } from "../../../server/testing/enquiries.ts";
import { adminTestSite } from "../../testing/admin-route.ts";
import { renderPage } from "../../testing/render-route.tsx";
import * as board from "../admin/enquiries/board.tsx";
import * as enquire from "./enquire.tsx";
import * as status from "./enquiry-status.tsx";

const ROOT = { publicUrl: "https://church.example", timeZone: "America/New_York", nonce: "n", apiKey: "k", captcha: { provider: "altcha", challengeUrl: "/api/captcha/challenge" } };
const FORM = "/childcare-preschool/enquire";
const STATUS = "/childcare-preschool/enquiry";

/** The form as a browser without JavaScript posts it (so no captcha answer): a toddler, Mondays, from January. */
const form = (overrides: Record<string, string> = {}) => ({
  parentName: "Ruth Porter",
  email: "ruth@example.org",
  phone: "304-555-0123",
  childName: "Mia",
  dateKind: "born",
  childDate: "2025-03-10",
  startMonth: "2027-01",
  "day-mon": "on",
  sibling: "no",
  heardFrom: "",
  note: "",
  website: "",
  recaptchaToken: "",
  ...overrides,
});

/** The message the page shows beside the control named `name` (tied to it by aria-describedby), or null. */
function errorBeside(html: string, name: string): string | null {
  const control = new RegExp(`<(?:input|select|textarea)[^>]*aria-describedby="([^"]*)"[^>]*name="${name}"`).exec(html);
  const errorId = control?.[1]!.split(" ").find((id) => id.endsWith("-error"));
  if (!errorId) return null;
  return new RegExp(`<p id="${errorId}"[^>]*>([^<]*)</p>`).exec(html)?.[1]?.replaceAll("&quot;", '"') ?? null;
}

/** Issue 35 through the public route modules: the enquiry form's action, and the family's private status page. */
describe.each(testDatabaseKinds)("childcare enquiry pages on %s", (kind) => {
  const site = adminTestSite(kind, { databasePerTest: true });
  beforeEach(async () => {
    await site.database.db.insert(childcareRooms).values(STANDARD_ROOMS);
  });

  const enquiries = () => site.database.db.select().from(childcareEnquiries).orderBy(asc(childcareEnquiries.id));
  const mails = () => site.database.db.select().from(outgoingMail).orderBy(asc(outgoingMail.id));
  const post = (fields: Record<string, string>) => site.admin.act(enquire, { path: FORM, role: null, fields });

  async function publicPage(module: typeof enquire | typeof status, path: string, actionData?: unknown) {
    const loaded = await site.admin.load(module, { path, role: null });
    return { status: loaded.status, data: loaded.data, html: renderPage(module, { path, loaderData: loaded.data, actionData, rootData: ROOT }).replaceAll("<!-- -->", "") };
  }

  /** A family on the list through the form and its e-mailed confirmation; answers the status link's token. */
  async function confirmedFamily(fields: Record<string, string> = {}) {
    expect(await post(form(fields))).toMatchObject({ status: 302, location: `${FORM}?sent=1` });
    const email = fields.email ?? "ruth@example.org";
    const [mail] = (await mails()).filter((m) => m.to === email);
    const token = tokenIn(mail!.text);
    expect(await site.admin.act(status, { path: `${STATUS}?token=${token}`, role: null, fields: { intent: "confirm" } })).toMatchObject({ status: 302 });
    return token;
  }

  it("refuses a filled honeypot as if it were sent, keeping nothing and e-mailing nobody", async () => {
    const answer = await post(form({ website: "https://cheap-pills.example" }));
    expect(answer).toMatchObject({ status: 302, location: `${FORM}?sent=1` });
    expect(await enquiries()).toEqual([]);
    expect(await mails()).toEqual([]);
    expect(await site.database.db.select().from(privateLinks)).toEqual([]);
  });

  it("keeps an enquiry sent without the captcha off the director's list until the parent confirms it from the e-mail", async () => {
    const answer = await post(form());
    expect(answer).toMatchObject({ status: 302, location: `${FORM}?sent=1` });
    expect((await enquiries()).map((r) => [r.childName, r.status])).toEqual([["Mia", "unconfirmed"]]);
    expect((await publicPage(enquire, `${FORM}?sent=1`)).html).toContain("Please look for our e-mail: it has the link to your enquiry.");

    const boardPage = async () => (await site.admin.render(board, { path: "/admin/enquiries", role: "childcare" })).replaceAll("<!-- -->", "");
    expect(await boardPage()).not.toContain("Mia");
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: "ruth@example.org", subject: expect.stringMatching(/^Please confirm your childcare enquiry CC-[A-Z2-9]{6}$/) });
    const token = tokenIn(mail!.text);

    const page = await publicPage(status, `${STATUS}?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Please confirm your enquiry so it joins our list.");
    expect(page.html).toContain('value="confirm"');

    const confirmed = await site.admin.act(status, { path: `${STATUS}?token=${token}`, role: null, fields: { intent: "confirm" } });
    expect(confirmed).toMatchObject({ status: 302, location: `${STATUS}?token=${encodeURIComponent(token)}&done=confirm` });
    expect((await enquiries()).map((r) => r.status)).toEqual(["enquiry"]);
    expect(await boardPage()).toContain("Mia");
    expect((await mails()).at(-1)).toMatchObject({ to: "ruth@example.org", subject: expect.stringMatching(/^Your childcare enquiry CC-/), text: expect.stringContaining("Waiting: 1st of 1 for Toddlers") });
    expect((await publicPage(status, `${STATUS}?token=${token}&done=confirm`)).html).toContain("Thank you: your enquiry is confirmed and on our list.");
  });

  it("answers a sixth enquiry from one address within the hour with a plain message, and stores nothing more", async () => {
    for (const [i, name] of ["Ava", "Eli", "Zoe", "Noah", "Lily"].entries()) {
      expect(await post(form({ childName: name, email: `family${i}@example.org` }))).toMatchObject({ status: 302 });
    }
    const before = { rows: (await enquiries()).length, mails: (await mails()).length };
    expect(before).toEqual({ rows: 5, mails: 5 });

    const refused = await post(form({ childName: "Ivy", email: "ivy@example.org" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.data.error).toMatch(/^You have sent several enquiries in a short time\. Please wait \d+ minutes and try again, or call us\.$/);
    expect(refused.data.fields).toBeUndefined();
    expect({ rows: (await enquiries()).length, mails: (await mails()).length }).toEqual(before);

    const page = await publicPage(enquire, FORM, refused.data);
    expect(page.html).toContain(refused.data.error);
    expect(page.html).toContain('value="Ivy"');
  });

  it("puts the message for a due date more than 10 months ahead, or a birth date in the future, beside the date field and keeps what was typed", async () => {
    const due = await post(form({ dateKind: "expected", childDate: "2027-09-22", childName: "Baby" }));
    expect(due).toMatchObject({ status: 400, data: { error: "Please correct the fields marked below.", fields: { childDate: "A due date can be at most 10 months ahead. Please enquire again nearer the time." } } });
    let html = (await publicPage(enquire, FORM, due.data)).html;
    expect(errorBeside(html, "childDate")).toBe("A due date can be at most 10 months ahead. Please enquire again nearer the time.");
    expect(html).toContain('value="2027-09-22"');
    expect(html).toContain('value="Baby"');

    const born = await post(form({ childDate: "2026-12-01" }));
    expect(born).toMatchObject({ status: 400, data: { fields: { childDate: "A date of birth cannot be in the future. If your baby is not born yet, choose “Expected due date”." } } });
    html = (await publicPage(enquire, FORM, born.data)).html;
    expect(errorBeside(html, "childDate")).toBe("A date of birth cannot be in the future. If your baby is not born yet, choose “Expected due date”.");
    expect(errorBeside(html, "parentName")).toBeNull();

    // Bad input is answered before the limit counts it, and nothing is kept or sent.
    expect(await enquiries()).toEqual([]);
    expect(await mails()).toEqual([]);
    expect(await site.database.db.select().from(auditLog).where(eq(auditLog.entity, "enquiries"))).toEqual([]);
  });

  it("answers a wrong token with the same words as an unknown one, for every button, and changes nothing", async () => {
    const token = await confirmedFamily();
    const wrong = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const rowsBefore = await enquiries();
    const mailsBefore = (await mails()).length;

    for (const intent of ["withdraw", "confirm", "change", "cancel-tour", "accept", "decline"]) {
      const extra: Record<string, string> = intent === "change" ? { startMonth: "2027-02", "day-tue": "on" } : {};
      const byWrong = await site.admin.act(status, { path: `${STATUS}?token=${wrong}`, role: null, fields: { intent, ...extra } });
      const byUnknown = await site.admin.act(status, { path: `${STATUS}?token=nothing`, role: null, fields: { intent, ...extra } });
      expect(byWrong).toMatchObject({ status: 404, data: { error: LINK_NOT_FOUND } });
      expect(byUnknown.status).toBe(404);
      expect(byWrong.data).toEqual(byUnknown.data);
    }
    const wrongPage = await publicPage(status, `${STATUS}?token=${wrong}`);
    const unknownPage = await publicPage(status, `${STATUS}?token=nothing`);
    expect(wrongPage.status).toBe(404);
    expect(wrongPage.html).toContain(LINK_NOT_FOUND);
    expect(wrongPage.html).toBe(unknownPage.html.replace("token=nothing", `token=${wrong}`));
    expect(wrongPage.html).not.toMatch(/Mia|CC-|Toddlers/);

    expect(await enquiries()).toEqual(rowsBefore);
    expect((await mails()).length).toBe(mailsBefore);
  });

  it("withdraws in one tap from the page's form, e-mails the family and takes the child off the director's list", async () => {
    const token = await confirmedFamily();
    const page = await publicPage(status, `${STATUS}?token=${token}`);
    expect(page.html).toContain("Withdrawing takes Mia off our list straight away.");
    expect(page.html).toContain(`action="?token=${token}"`);
    expect(page.html).toMatch(/<form action="\?token=[\w-]+" method="post"><h2[^>]*>No longer need a place\?<\/h2>.*?<button type="submit" value="withdraw"[^>]*name="intent">Withdraw my enquiry<\/button>/);

    const withdrawn = await site.admin.act(status, { path: `${STATUS}?token=${token}`, role: null, fields: { intent: "withdraw" } });
    expect(withdrawn).toMatchObject({ status: 302, location: `${STATUS}?token=${encodeURIComponent(token)}&done=withdraw` });
    expect((await enquiries()).map((r) => [r.status, r.closedBecause])).toEqual([["withdrawn", "Withdrawn by the family"]]);
    expect((await mails()).at(-1)).toMatchObject({ to: "ruth@example.org", subject: expect.stringMatching(/^Your childcare enquiry CC-[A-Z2-9]{6} is withdrawn$/) });

    const after = await publicPage(status, `${STATUS}?token=${token}&done=withdraw`);
    expect(after.html).toContain("Your enquiry is withdrawn.");
    expect(after.html).toContain("Withdrawn by the family");
    expect(after.html).not.toContain("Withdraw my enquiry");
    const cards = (await site.admin.load(board, { path: "/admin/enquiries", role: "childcare" })).data.cards as { childName: string; status: string }[];
    expect(cards.map((c) => [c.childName, c.status])).toEqual([["Mia", "withdrawn"]]);

    // A second tap (a double click) answers the same page, and changes and sends nothing more.
    const rows = await enquiries();
    const count = (await mails()).length;
    const again = await site.admin.act(status, { path: `${STATUS}?token=${token}`, role: null, fields: { intent: "withdraw" } });
    expect(again).toMatchObject({ status: 302, location: withdrawn.location });
    expect(await enquiries()).toEqual(rows);
    expect((await mails()).length).toBe(count);
  });

  it("changes nothing when the page is only opened, even from an offer e-mail's Accept link", async () => {
    const token = await confirmedFamily();
    const snapshot = async () => ({
      rows: await enquiries(),
      mails: (await mails()).length,
      audit: (await site.database.db.select().from(auditLog)).length,
      links: await site.database.db.select().from(privateLinks).orderBy(asc(privateLinks.id)),
    });
    const before = await snapshot();
    for (const path of [`${STATUS}?token=${token}`, `${STATUS}?token=${token}&answer=accept`, `${STATUS}?token=${token}&answer=decline`, `${STATUS}?token=${token}&done=withdraw`]) {
      const page = await publicPage(status, path);
      expect(page.status).toBe(200);
      expect(page.html).toContain("Waiting: 1st of 1 for Toddlers");
    }
    expect(await snapshot()).toEqual(before);
    expect((await enquiries())[0]!.status).toBe("enquiry");
  });
});
