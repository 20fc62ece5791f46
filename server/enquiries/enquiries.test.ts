import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enquirySchema } from "../../shared/schemas/enquiries.ts";
import { auditLog, childcareEnquiries, consents } from "../db/schema.ts";
import { testDatabaseKinds } from "../testing/database.ts";
import { enquiryTestSite, familyInput, tokenIn } from "../testing/enquiries.ts";

const TODAY = "2026-11-21";

describe("the enquiry form's own checks", () => {
  const schema = enquirySchema(TODAY);
  const form = (overrides: Record<string, string>) => ({
    parentName: "Ruth Porter",
    email: "ruth@example.org",
    phone: "304-555-0123",
    childName: "Mia",
    dateKind: "born",
    childDate: "2025-03-10",
    startMonth: "2027-01",
    "day-mon": "on",
    sibling: "no",
    ...overrides,
  });
  const fieldsOf = (values: Record<string, string>) => {
    const parsed = schema.safeParse(values);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("refuses a birth date in the future unless it is a due date, a due date more than ten months ahead or already past, and no day chosen", () => {
    expect(fieldsOf(form({ childDate: "2026-12-01" })).childDate).toMatch(/cannot be in the future.*Expected due date/);
    expect(fieldsOf(form({ dateKind: "expected", childDate: "2026-12-01", startMonth: "2027-03" }))).toEqual({});
    expect(fieldsOf(form({ dateKind: "expected", childDate: "2027-09-22" })).childDate).toBe("A due date can be at most 10 months ahead. Please enquire again nearer the time.");
    expect(fieldsOf(form({ dateKind: "expected", childDate: "2027-09-21" })).childDate).toBeUndefined();
    expect(fieldsOf(form({ dateKind: "expected", childDate: "2026-11-20" })).childDate).toMatch(/That due date has passed/);
    expect(fieldsOf(form({ "day-mon": "" })).days).toBe("Please choose at least one day of the week.");
    expect(fieldsOf(form({ startMonth: "2026-10" })).startMonth).toBe("Please choose the month you would like care to start.");
  });

  it("reads the weekdays and the two yes-or-no answers, and asks nothing of health, custody or immunisations", () => {
    const parsed = schema.parse(form({ "day-wed": "on", "day-fri": "on", sibling: "yes", otherMailings: "on" }));
    expect(parsed).toMatchObject({ days: ["mon", "wed", "fri"], sibling: true, otherMailings: true, expected: false, phone: "3045550123" });
    expect(Object.keys(parsed).join(" ")).not.toMatch(/health|custody|immuni|allerg/i);
  });
});

describe.each(testDatabaseKinds)("childcare enquiries from the family's side, on %s", (kind) => {
  const site = enquiryTestSite(kind);

  it("puts a family on its room's list and e-mails the reference, the room, the policy and a status link that says where it stands", async () => {
    const { enquiries } = site.services;
    for (const [i, email] of ["a@example.org", "b@example.org"].entries()) {
      site.clock.set(`2026-11-21T15:0${i}:00Z`);
      expect(await enquiries.enquire({ input: familyInput({ email, childName: `Child${i}` }), captcha: true })).toMatchObject({ ok: true, kind: "created" });
    }
    site.clock.set("2026-11-21T15:05:00Z");
    const created = await enquiries.enquire({ input: familyInput({ email: "Ruth@Example.org " }), captcha: true });
    expect(created).toMatchObject({ ok: true, kind: "created", reference: expect.stringMatching(/^CC-[A-Z2-9]{6}$/) });
    const [mail] = await site.mailTo("ruth@example.org");
    const parsed = await mail!.parse();
    expect(mail!.subject).toBe(`Your childcare enquiry ${created.ok && "reference" in created ? created.reference : ""}`);
    expect(parsed.text).toContain("Room: Toddlers (18 to 36 months)");
    expect(parsed.text).toContain("Where you stand: Waiting: 3rd of 3 for Toddlers");
    expect(parsed.text).toMatch(/Weekly fees: .*\$/);
    expect(parsed.text).toMatch(/Deposit: a \$\d+ non-refundable registration fee/);
    expect(parsed.text).toContain("A child of our staff comes first, then a child whose brother or sister already attends");
    expect(parsed.text).toContain("we keep it for 24 months");
    const token = tokenIn(parsed.text!);
    const view = await enquiries.family.view(token);
    expect(view).toMatchObject({ childName: "Mia", status: "enquiry", standing: "Waiting: 3rd of 3 for Toddlers", room: { name: "Toddlers" }, can: { bookTour: true, withdraw: true, change: true } });
    // A count only: nothing of the other families, and the child by first name only.
    expect(JSON.stringify(view)).not.toMatch(/Child0|Child1|a@example|b@example|Porter|2025-03-10/);
  });

  it("answers a child older than the oldest room, or too young for the youngest at the start, with a plain field message", async () => {
    const { enquiries } = site.services;
    expect(await enquiries.enquire({ input: familyInput({ birthDate: "2021-06-01" }), captcha: true })).toMatchObject({
      ok: false,
      status: 400,
      fields: { childDate: "On 1 January 2027, Mia would be 5 years 7 months: older than our oldest room, Pre-K (3 to 5 years). We are sorry we cannot offer a place." },
    });
    expect(await enquiries.enquire({ input: familyInput({ expected: true, birthDate: "2027-02-10", startMonth: "2027-02" }), captcha: true })).toMatchObject({
      ok: false,
      fields: { startMonth: "On 1 February 2027, Mia would not yet be born. Our youngest room takes children from 6 weeks: please choose a later month." },
    });
    expect(await site.database.db.select().from(childcareEnquiries)).toEqual([]);
  });

  it("finds the open enquiry of the same parent, child and birth date and sends its link again, even for two sent at once", async () => {
    const { enquiries } = site.services;
    const both = await Promise.all([enquiries.enquire({ input: familyInput(), captcha: true }), enquiries.enquire({ input: familyInput({ childName: "MIA" }), captcha: true })]);
    expect(both.map((r) => (r.ok ? r.kind : r.error)).sort()).toEqual(["already", "created"]);
    expect(await enquiries.enquire({ input: familyInput({ email: "RUTH@example.org" }), captcha: true })).toEqual({ ok: true, kind: "already" });
    expect(await site.database.db.select().from(childcareEnquiries)).toHaveLength(1);
    const mails = await site.mailTo("ruth@example.org");
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your childcare enquiry CC-/), expect.stringMatching(/^Your childcare enquiry CC-/), expect.stringMatching(/^Your childcare enquiry CC-/)]);
    expect(mails[2]!.text).toContain("Your first enquiry is still on our list and keeps its place");
    // A different child of the same parent is a new enquiry.
    expect(await enquiries.enquire({ input: familyInput({ childName: "Noah", birthDate: "2024-08-02" }), captcha: true })).toMatchObject({ kind: "created" });
  });

  it("keeps an enquiry sent without the captcha off the list until the parent confirms it, records the separate consent only then, and removes it after a week if never confirmed", async () => {
    const { enquiries, people } = site.services;
    expect(await enquiries.enquire({ input: familyInput({ otherMailings: true }), captcha: false })).toEqual({ ok: true, kind: "confirm-by-mail" });
    expect(await enquiries.board.cards()).toEqual([]);
    expect(await people.consents.current("ruth@example.org", "childcare:other-mailings")).toBeNull();
    const [mail] = await site.mailTo("ruth@example.org");
    expect(mail!.subject).toMatch(/^Please confirm your childcare enquiry CC-/);
    const token = tokenIn((await mail!.parse()).text!);
    expect(await enquiries.family.view(token)).toMatchObject({ status: "unconfirmed", can: { confirm: true } });
    site.clock.set("2026-11-22T09:00:00Z");
    expect(await enquiries.family.confirm(token)).toMatchObject({ ok: true });
    expect((await enquiries.board.cards()).map((c) => [c.childName, c.status, c.room])).toEqual([["Mia", "enquiry", "Toddlers"]]);
    expect(await people.consents.current("ruth@example.org", "childcare:other-mailings")).toMatchObject({ form: "/childcare-preschool/enquire", wording: expect.stringContaining("occasional news") });
    expect((await site.mailTo("ruth@example.org")).at(-1)!.subject).toMatch(/^Your childcare enquiry CC-/);

    await enquiries.enquire({ input: familyInput({ email: "never@example.org" }), captcha: false });
    site.clock.set("2026-11-30T09:00:00Z");
    await people.retention.sweep(site.clock.now());
    expect((await site.database.db.select({ email: childcareEnquiries.email }).from(childcareEnquiries)).map((r) => r.email)).toEqual(["ruth@example.org"]);
  });

  it("never records consent to other mailings unless the separate box was ticked", async () => {
    await site.services.enquiries.enquire({ input: familyInput(), captcha: true });
    expect(await site.database.db.select().from(consents)).toEqual([]);
  });

  it("orders each room by priority, then by the moment of the enquiry; a child who ages out of a room moves to the next one keeping that moment", async () => {
    const { enquiries, database } = { ...site.services, database: site.database };
    const enquire = async (at: string, overrides: Parameters<typeof familyInput>[0]) => {
      site.clock.set(at);
      const result = await enquiries.enquire({ input: familyInput(overrides), captcha: true });
      if (!result.ok || result.kind !== "created") throw new Error(JSON.stringify(result));
      return result.token;
    };
    // An infant of 16 months at a December start: Infants now, Toddlers from 10 March 2027.
    const baby = await enquire("2026-11-21T15:00:00Z", { email: "baby@example.org", childName: "Ava", birthDate: "2025-08-10", startMonth: "2026-12" });
    const first = await enquire("2026-11-21T15:01:00Z", { email: "first@example.org", childName: "Eli", startMonth: "2026-12" });
    const staff = await enquire("2026-11-21T15:02:00Z", { email: "staff@example.org", childName: "Zoe", startMonth: "2026-12" });
    const id = (await database.db.select().from(childcareEnquiries).where(eq(childcareEnquiries.email, "staff@example.org")))[0]!;
    const director = (await site.services.accounts.createUser({ name: "Director", username: "director", password: "correct horse battery", role: "childcare" })).id;
    expect(await enquiries.board.setPriority({ id: id.id, flags: { staffChild: true, sibling: false, churchMember: false }, version: (await enquiries.board.family(id.id))!.version, actor: director })).toMatchObject({ ok: true });
    const standingOf = async (token: string) => (await enquiries.family.view(token))!.standing;
    expect(await standingOf(baby)).toBe("Waiting: 1st of 1 for Infants");
    expect(await standingOf(staff)).toBe("Waiting: 1st of 2 for Toddlers");
    expect(await standingOf(first)).toBe("Waiting: 2nd of 2 for Toddlers");
    site.clock.set("2027-03-10T15:00:00Z");
    expect(await standingOf(baby)).toBe("Waiting: 2nd of 3 for Toddlers");
    expect(await standingOf(first)).toBe("Waiting: 3rd of 3 for Toddlers");
  });

  it("from the status link: changes the start and days, books a tour with its calendar file, refuses a full tour, cancels it, and withdraws in one tap", async () => {
    const { enquiries } = site.services;
    const director = (await site.services.accounts.createUser({ name: "Director", username: "director", password: "correct horse battery", role: "childcare" })).id;
    const slot = await enquiries.tours.create({ date: "2026-12-01", time: "10:00", families: 1, minutes: 45 }, director);
    if (!slot.ok) throw new Error(slot.error);
    const tokens: string[] = [];
    for (const email of ["ruth@example.org", "other@example.org"]) {
      const result = await enquiries.enquire({ input: familyInput({ email }), captcha: true });
      if (result.ok && result.kind === "created") tokens.push(result.token);
    }
    const [token, other] = tokens as [string, string];
    expect(await enquiries.family.change(token, { startMonth: "2027-02", days: ["tue", "thu"] })).toMatchObject({ ok: true });
    expect(await enquiries.family.change(token, { startMonth: "2031-02", days: ["tue"] })).toMatchObject({ ok: false, fields: { childDate: expect.stringMatching(/older than our oldest room/) } });
    expect(await enquiries.family.view(token)).toMatchObject({ startText: "February 2027", daysText: "Tue, Thu", openTours: [{ id: slot.value.id, when: "Tuesday, December 1 at 10:00 AM" }] });

    expect(await enquiries.family.bookTour(token, slot.value.id)).toMatchObject({ ok: true });
    expect(await enquiries.family.bookTour(other, slot.value.id)).toMatchObject({ ok: false, status: 409, error: "That tour has just filled up. Please choose another time." });
    expect(await enquiries.family.view(token)).toMatchObject({ status: "tour-booked", tour: { when: "Tuesday, December 1 at 10:00 AM" }, can: { cancelTour: true } });
    const booked = (await site.mailTo("ruth@example.org")).at(-1)!;
    const parsed = await booked.parse();
    expect(parsed.subject).toBe("Your tour of Cedar Hill Childcare & Pre-K: Tuesday, December 1 at 10:00 AM");
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([["childcare-tour.ics", "text/calendar"]]);
    const ics = parsed.attachments[0]!.content.toString("utf8");
    expect(ics).toContain("DTSTART:20261201T150000Z");
    expect(ics).toContain("DTEND:20261201T154500Z");
    expect(await enquiries.family.tourCalendar(token)).toContain("SUMMARY:Tour of Cedar Hill Childcare & Pre-K");

    expect(await enquiries.family.cancelTour(token)).toMatchObject({ ok: true });
    expect(await enquiries.family.bookTour(other, slot.value.id)).toMatchObject({ ok: true });
    expect(await enquiries.family.withdraw(token)).toMatchObject({ ok: true });
    expect(await enquiries.family.view(token)).toMatchObject({ status: "withdrawn", closedBecause: "Withdrawn by the family", can: { withdraw: false, change: false } });
    expect((await site.mailTo("ruth@example.org")).at(-1)!.subject).toMatch(/is withdrawn$/);
    expect(await enquiries.family.view(`${token.slice(0, -2)}AA`)).toBeNull();
    const lines = await site.database.db.select({ detail: auditLog.detail }).from(auditLog).where(eq(auditLog.entity, "enquiries"));
    expect(lines.map((l) => l.detail).join("\n")).not.toMatch(/Mia|Ruth|ruth@|2025-03-10/);
  });

  it("sends each tour's reminder the day before, once, though two runs claim at the same moment", async () => {
    const { enquiries } = site.services;
    const director = (await site.services.accounts.createUser({ name: "Director", username: "director", password: "correct horse battery", role: "childcare" })).id;
    const slot = await enquiries.tours.create({ date: "2026-11-24", time: "09:30", families: 2, minutes: 30 }, director);
    const created = await enquiries.enquire({ input: familyInput(), captcha: true });
    if (!slot.ok || !created.ok || created.kind !== "created") throw new Error("setup");
    await enquiries.family.bookTour(created.token, slot.value.id);
    expect(await enquiries.tours.remindTomorrow()).toBe(0);
    site.clock.set("2026-11-23T14:00:00Z");
    const runs = await Promise.all([enquiries.tours.remindTomorrow(), enquiries.tours.remindTomorrow()]);
    expect(runs.sort()).toEqual([0, 1]);
    const reminders = (await site.mailTo("ruth@example.org")).filter((m) => m.subject.startsWith("Reminder:"));
    expect(reminders.map((m) => m.subject)).toEqual(["Reminder: your tour of Cedar Hill Childcare & Pre-K is tomorrow"]);
    expect(reminders[0]!.text).toContain("Tuesday, November 24 at 9:30 AM");
    expect((await enquiries.tours.onDay("2026-11-24"))[0]!.families.map((f) => f.childName)).toEqual(["Mia"]);
  });
});
