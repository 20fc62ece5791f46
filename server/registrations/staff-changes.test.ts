import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventSchema } from "../../shared/schemas/admin/events.ts";
import { registrationSettingsSchema } from "../../shared/schemas/admin/registrations.ts";
import { auditLog, registrationForms, registrations } from "../db/schema.ts";
import { createServices } from "../services.ts";
import { fixedClock } from "../testing/clock.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { type ReceivedMail, startSmtpSink } from "../testing/smtp.ts";

type Services = ReturnType<typeof createServices>;
const NOW = "2027-05-01T15:00:00Z";
/** The three Mondays of the test events, 9:00 to 12:00 in New York (13:00 UTC). */
const [FIRST, SECOND, THIRD] = ["2027-06-14", "2027-06-21", "2027-06-28"] as const;

/** Staff's changes of registrations that exist (issue 34, items 1, 4 and 5): a move, more places, a copied form. */
describe.each(testDatabaseKinds)("staff changes of registrations on %s", (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let services: Services;
  const clock = fixedClock(NOW);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    smtp = await startSmtpSink();
    services = createServices({
      database,
      clock,
      site: { publicUrl: "https://church.example", timeZone: "America/New_York" },
      sessionSecret: "s".repeat(40),
      mail: { smtpUrl: smtp.url, from: "Cedar Hill <office@church.example>", outboxDir: "/nonexistent" },
      logger: pino({ level: "silent" }),
    });
  });
  afterAll(async () => {
    await services.mailer.close();
    await smtp.close();
    await database.drop();
  });

  let users = 0;
  async function staff() {
    return (await services.accounts.createUser({ name: "Office", username: `office-${++users}`, password: "correct horse battery", role: "siteadmin" })).id;
  }

  /** An event on three Mondays from 14 June 2027 (or one, `dates: 1`), 9:00 to 12:00 in New York, with registration set by `settings`. */
  async function eventWithRegistration(title: string, settings: Record<string, string> | null, { dates = 3 } = {}) {
    const actor = await staff();
    const repeat = dates > 1 ? { repeat: "weekly", "weekday:MO": "on", ends: "after", count: String(dates) } : {};
    const created = await services.events.create(
      eventSchema.parse({ title, timeZone: "America/New_York", status: "published", description: "", startDate: FIRST, startTime: "09:00", endTime: "12:00", "category:children": "on", ...repeat }),
      actor,
      "siteadmin",
    );
    if (!created.ok) throw new Error(created.error);
    const eventId = created.value.id;
    if (settings) await saveSettings(eventId, actor, settings);
    return { actor, eventId, context: async () => (await services.registrations.contexts.byId(eventId))! };
  }

  async function saveSettings(eventId: number, actor: number, settings: Record<string, string>) {
    const opened = await services.registrations.settings.get(eventId, "siteadmin");
    if (!opened.ok) throw new Error(opened.error);
    const saved = await services.registrations.settings.save({
      eventId,
      input: registrationSettingsSchema.parse({ enabled: "on", scope: "all", maxAdults: "2", maxChildren: "6", ...settings }),
      version: opened.value.version,
      actor,
      role: "siteadmin",
    });
    if (!saved.ok) throw new Error(saved.error);
  }

  async function register(eventId: number, date: string, who: string, party: { adults: number; children: number }) {
    const context = (await services.registrations.contexts.byId(eventId))!;
    const outcome = await services.registrations.register(context, { date, name: who, email: `${who.toLowerCase()}@example.org`, phone: "", ...party, answers: {} }, { via: "web", checked: true, actor: null });
    if (!outcome.ok || outcome.value.outcome !== "placed") throw new Error(`${who} was not placed: ${JSON.stringify(outcome)}`);
    return outcome.value;
  }

  async function rowOf(who: string) {
    const [row] = await database.db.select().from(registrations).where(eq(registrations.email, `${who.toLowerCase()}@example.org`));
    return row!;
  }

  /** Sends what the queue holds through the SMTP sink and answers what reached `who` since the last look. */
  const seen = new Map<string, number>();
  async function newMailTo(who: string): Promise<ReceivedMail[]> {
    await services.mailer.deliverDue();
    const address = `${who.toLowerCase()}@example.org`;
    const all = smtp.received.filter((m) => m.to.includes(address));
    const fresh = all.slice(seen.get(address) ?? 0);
    seen.set(address, all.length);
    return fresh;
  }

  /** The VEVENT of a received mail's .ics, read back by ical.js. */
  async function calendarOf(mail: ReceivedMail) {
    const attachment = (await mail.parse()).attachments.find((a) => a.filename?.endsWith(".ics"));
    if (!attachment) throw new Error(`no .ics on "${mail.subject}"`);
    const calendar = new ICAL.Component(ICAL.parse(attachment.content.toString("utf8")));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    return { method: calendar.getFirstPropertyValue("method"), uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString() };
  }

  /** A date's places as staff see them: people with a place, and who waits in line. */
  async function places(eventId: number, date: string) {
    const list = await services.registrations.reads.dateList(eventId, date, "siteadmin");
    if (!list.ok) throw new Error(list.error);
    return {
      people: list.value.totals.people,
      confirmed: list.value.items.filter((r) => r.status === "confirmed").map((r) => r.name),
      waiting: list.value.items.filter((r) => r.status === "waitlisted").map((r) => `${r.position}. ${r.name}`),
    };
  }

  const auditOf = async (entityId: number) => (await database.db.select().from(auditLog).where(and(eq(auditLog.entity, "registrations"), eq(auditLog.entityId, String(entityId)))).orderBy(asc(auditLog.id))).map((l) => ({ action: l.action, detail: l.detail, userId: l.userId }));

  it("moves a registration to another date of the event as a new arrival there, gives its old places to the waitlist, e-mails the registrant an updated .ics and writes an audit line", async () => {
    const { eventId, actor, context } = await eventWithRegistration("Membership Class", { capacity: "3" });
    await register(eventId, FIRST, "Abel", { adults: 1, children: 1 });
    await register(eventId, FIRST, "Bea", { adults: 1, children: 0 });
    await register(eventId, FIRST, "Cyd", { adults: 1, children: 0 });
    await register(eventId, SECOND, "Dov", { adults: 2, children: 0 });
    const abel = await rowOf("Abel");
    const [registered] = await newMailTo("Abel");
    await newMailTo("Cyd");
    expect(await places(eventId, FIRST)).toEqual({ people: 3, confirmed: ["Abel", "Bea"], waiting: ["1. Cyd"] });

    // A party of two to a date with one place left: waitlisted there; its two places on the first date go to Cyd.
    expect(await services.registrations.changes.move(abel.id, SECOND, actor, await context())).toMatchObject({ ok: true, value: { id: abel.id, status: "waitlisted" } });
    expect(await places(eventId, FIRST)).toEqual({ people: 2, confirmed: ["Bea", "Cyd"], waiting: [] });
    expect(await places(eventId, SECOND)).toEqual({ people: 2, confirmed: ["Dov"], waiting: ["1. Abel"] });
    expect(await rowOf("Abel")).toMatchObject({ status: "waitlisted", number: 2, sequence: 1, confirmedAt: null });

    const [moved, ...more] = await newMailTo("Abel");
    expect(more).toEqual([]);
    expect(moved!.subject).toBe("Your registration is moved: Membership Class");
    const text = (await moved!.parse()).text ?? "";
    expect(text).toContain("The church office moved your registration to Monday, June 21, 2027, 9:00 AM to 12:00 noon.");
    expect(text).toContain("You are number 1 on the waitlist.");
    expect(text).toMatch(/registration\?token=[\w-]{22,}/);
    const before = await calendarOf(registered!);
    expect(await calendarOf(moved!)).toEqual({ method: "PUBLISH", uid: before.uid, sequence: 1, start: "2027-06-21T13:00:00.000Z" });
    expect((await newMailTo("Cyd")).map((m) => m.subject)).toEqual(["A place for you: Membership Class on Monday, June 14"]);

    // One with room on the other date is confirmed there.
    const bea = await rowOf("Bea");
    expect(await services.registrations.changes.move(bea.id, THIRD, actor, await context())).toMatchObject({ ok: true, value: { status: "confirmed" } });
    expect(await places(eventId, FIRST)).toEqual({ people: 1, confirmed: ["Cyd"], waiting: [] });
    expect(await places(eventId, THIRD)).toEqual({ people: 1, confirmed: ["Bea"], waiting: [] });
    expect((await newMailTo("Bea")).map((m) => m.subject)).toEqual(["You are registered: Membership Class on Monday, June 14", "Your registration is moved: Membership Class"]);

    expect(await auditOf(abel.id)).toContainEqual({ action: "move", detail: `Membership Class, ${FIRST}: moved to ${SECOND} by staff (waitlisted)`, userId: actor });
    expect(await auditOf(bea.id)).toContainEqual({ action: "move", detail: `Membership Class, ${FIRST}: moved to ${THIRD} by staff (confirmed)`, userId: actor });
    expect(await auditOf((await rowOf("Cyd")).id)).toContainEqual(expect.objectContaining({ action: "promote", userId: actor }));

    // Not to the date it is on, nor to a date the event does not have; nothing changes.
    expect(await services.registrations.changes.move(bea.id, THIRD, actor, await context())).toMatchObject({ ok: false, status: 400, fields: { toDate: "Please choose another date of this event." } });
    expect(await services.registrations.changes.move(bea.id, "2027-06-15", actor, await context())).toMatchObject({ ok: false, status: 400, fields: { toDate: "Please choose another date of this event." } });
    expect(await places(eventId, THIRD)).toEqual({ people: 1, confirmed: ["Bea"], waiting: [] });
    expect(await newMailTo("Bea")).toEqual([]);
  });

  it("gives more places to the earliest waitlisted registrations that fit on every coming date, each e-mailed, and takes no place back when the places are lowered", async () => {
    const { eventId, actor } = await eventWithRegistration("Vacation Bible School", { capacity: "2" });
    await register(eventId, FIRST, "Ann", { adults: 1, children: 0 });
    await register(eventId, FIRST, "Ben", { adults: 1, children: 0 });
    await register(eventId, FIRST, "Cal", { adults: 1, children: 2 });
    await register(eventId, FIRST, "Dee", { adults: 1, children: 0 });
    await register(eventId, FIRST, "Eve", { adults: 1, children: 0 });
    await register(eventId, FIRST, "Fay", { adults: 1, children: 0 });
    await register(eventId, SECOND, "Gus", { adults: 2, children: 0 });
    await register(eventId, SECOND, "Hal", { adults: 1, children: 0 });
    for (const who of ["Cal", "Dee", "Eve", "Fay", "Hal"]) expect((await newMailTo(who)).map((m) => m.subject)).toEqual([`On the waitlist: Vacation Bible School on Monday, June ${who === "Hal" ? 21 : 14}`]);

    // Two more places: Cal's party of three does not fit and keeps first place in line; Dee and Eve do.
    await saveSettings(eventId, actor, { capacity: "4" });
    expect(await places(eventId, FIRST)).toEqual({ people: 4, confirmed: ["Ann", "Ben", "Dee", "Eve"], waiting: ["1. Cal", "2. Fay"] });
    expect(await places(eventId, SECOND)).toEqual({ people: 3, confirmed: ["Gus", "Hal"], waiting: [] });
    for (const [who, day] of [["Dee", 14], ["Eve", 14], ["Hal", 21]] as const) {
      const [mail, ...more] = await newMailTo(who);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(`A place for you: Vacation Bible School on Monday, June ${day}`);
      expect(await calendarOf(mail!)).toMatchObject({ method: "PUBLISH", sequence: 1 });
    }
    expect(await newMailTo("Cal")).toEqual([]);
    expect(await newMailTo("Fay")).toEqual([]);
    for (const who of ["Dee", "Eve", "Hal"]) expect(await auditOf((await rowOf(who)).id)).toContainEqual({ action: "promote", detail: expect.stringMatching(/: a place opened for .+ \(more places\)$/), userId: actor });

    // Fewer places: those who have one keep it, no one is told anything, and the page says full.
    await saveSettings(eventId, actor, { capacity: "1" });
    expect(await places(eventId, FIRST)).toEqual({ people: 4, confirmed: ["Ann", "Ben", "Dee", "Eve"], waiting: ["1. Cal", "2. Fay"] });
    expect(await places(eventId, SECOND)).toEqual({ people: 3, confirmed: ["Gus", "Hal"], waiting: [] });
    for (const who of ["Ann", "Ben", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal"]) expect(await newMailTo(who)).toEqual(who === "Ann" || who === "Ben" || who === "Gus" ? [expect.objectContaining({ subject: expect.stringMatching(/^You are registered:/) })] : []);
    const page = await services.registrations.forPage((await services.registrations.contexts.byId(eventId))!.series);
    expect(page?.dates.slice(0, 2).map((d) => d.words)).toEqual(["Full: join the waitlist", "Full: join the waitlist"]);
  });

  it("copies another event's places, party limits, questions and message into a form, leaving the source as it was", async () => {
    const source = await eventWithRegistration("Vacation Bible School 2027", {
      capacity: "12",
      maxAdults: "1",
      maxChildren: "4",
      "q0.label": "T-shirt size",
      "q0.kind": "one",
      "q0.options": "S\nM\nL",
      "q0.required": "on",
      "q1.label": "Allergies",
      "q1.kind": "long",
      confirmationMessage: "Bring a water bottle.",
    });
    const [sourceForm] = await database.db.select().from(registrationForms).where(eq(registrationForms.eventId, source.eventId));
    const empty = await eventWithRegistration("Vacation Bible School 2028", null, { dates: 1 });
    const other = await eventWithRegistration("Mission Workday", { capacity: "", maxAdults: "2", maxChildren: "0", "q0.label": "Tools you bring", "q0.kind": "short", confirmationMessage: "Wear old clothes." });
    await saveSettings(other.eventId, other.actor, { capacity: "", maxAdults: "2", maxChildren: "0", scope: "one", onlyDate: SECOND });

    expect(await services.registrations.settings.copySources(empty.eventId, "siteadmin")).toEqual(expect.arrayContaining([{ id: source.eventId, title: "Vacation Bible School 2027" }]));
    expect((await services.registrations.settings.copySources(source.eventId, "siteadmin")).map((s) => s.id)).not.toContain(source.eventId);

    const copied = { capacity: 12, maxAdults: 1, maxChildren: 4, questions: sourceForm!.questions, confirmationMessage: "Bring a water bottle." };
    // Into an event without a form: registration turned on with the copied form.
    expect(await services.registrations.settings.copy({ eventId: empty.eventId, fromEventId: source.eventId, actor: empty.actor, role: "siteadmin" })).toEqual({ ok: true, value: { id: empty.eventId } });
    expect(await services.registrations.settings.get(empty.eventId, "siteadmin")).toMatchObject({ ok: true, value: { exists: true, enabled: true, onlyDate: null, ...copied } });
    // Into an event with a form of its own: the copied parts replace its own; its one date stays.
    expect(await services.registrations.settings.copy({ eventId: other.eventId, fromEventId: source.eventId, actor: other.actor, role: "siteadmin" })).toMatchObject({ ok: true });
    expect(await services.registrations.settings.get(other.eventId, "siteadmin")).toMatchObject({ ok: true, value: { enabled: true, onlyDate: SECOND, ...copied } });
    expect(await auditOf(empty.eventId)).toContainEqual({ action: "copy", detail: "Vacation Bible School 2028: registration form copied from Vacation Bible School 2027", userId: empty.actor });

    // The copied form works: its required question and party limits hold for the new event.
    const [size] = copied.questions;
    const refused = await services.registrations.register((await empty.context()), { date: FIRST, name: "Iris", email: "iris@example.org", phone: "", adults: 2, children: 0, answers: {} }, { via: "web", checked: true, actor: null });
    expect(refused).toMatchObject({ ok: false, status: 409, fields: { adults: "At most 1 adult can come on one registration.", [`answers.${size!.id}`]: "Please answer this question." } });
    expect(await services.registrations.register((await empty.context()), { date: FIRST, name: "Iris", email: "iris@example.org", phone: "", adults: 1, children: 3, answers: { [size!.id]: "M" } }, { via: "web", checked: true, actor: null })).toMatchObject({ ok: true, value: { status: "confirmed" } });
    const [confirmation] = await newMailTo("Iris");
    expect((await confirmation!.parse()).text).toContain("Bring a water bottle.");

    // Editing the copy leaves the source as it was.
    await saveSettings(empty.eventId, empty.actor, { capacity: "30", maxAdults: "2", "q0.label": "Shirt size", "q0.kind": "short", confirmationMessage: "Changed." });
    expect((await database.db.select().from(registrationForms).where(eq(registrationForms.eventId, source.eventId)))[0]).toEqual(sourceForm);
  });
});
