import { asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventSchema } from "../../shared/schemas/admin/events.ts";
import { registrationSettingsSchema } from "../../shared/schemas/admin/registrations.ts";
import { openDatabase } from "../db/client.ts";
import { outgoingMail, registrations } from "../db/schema.ts";
import { fixedClock } from "../testing/clock.ts";
import { type TestDatabase, bareDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { testServices } from "../testing/services.ts";

type Services = ReturnType<typeof testServices>;
const NOW = "2027-05-01T15:00:00Z";

/** An event on Monday 14 June 2027, 9:00 to 12:00 in New York, with registration set by `settings`. */
async function eventWithRegistration(services: Services, title: string, settings: Record<string, string>) {
  const actor = (await services.accounts.createUser({ name: "Office", username: `office-${title.toLowerCase().replace(/\W+/g, "-")}`, password: "correct horse battery", role: "siteadmin" })).id;
  const created = await services.events.create(
    eventSchema.parse({ title, timeZone: "America/New_York", status: "published", description: "", startDate: "2027-06-14", startTime: "09:00", endTime: "12:00", "category:children": "on" }),
    actor,
    "siteadmin",
  );
  if (!created.ok) throw new Error(created.error);
  const saved = await services.registrations.settings.save({
    eventId: created.value.id,
    input: registrationSettingsSchema.parse({ enabled: "on", maxAdults: "2", maxChildren: "6", ...settings }),
    version: "",
    actor,
    role: "siteadmin",
  });
  if (!saved.ok) throw new Error(saved.error);
  const context = (await services.registrations.contexts.byId(created.value.id))!;
  return { actor, eventId: created.value.id, slug: created.value.slug, context };
}

const person = (n: number, over: Partial<{ adults: number; children: number; email: string; answers: Record<string, string> }> = {}) => ({
  date: "2027-06-14",
  name: `Parent ${n}`,
  email: over.email ?? `parent${n}@example.org`,
  phone: "",
  adults: over.adults ?? 1,
  children: over.children ?? 0,
  answers: over.answers ?? {},
});

async function mailsTo(database: TestDatabase, to: string) {
  return database.db.select().from(outgoingMail).where(eq(outgoingMail.to, to)).orderBy(asc(outgoingMail.id));
}

/** The one VEVENT of a mail's .ics, read back by ical.js. */
function calendarOf(mail: typeof outgoingMail.$inferSelect) {
  const attachment = mail.attachments?.find((a) => a.filename.endsWith(".ics"));
  if (!attachment) throw new Error(`no .ics on "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(String(attachment.content)));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { method: calendar.getFirstPropertyValue("method"), uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate(), summary: event.summary };
}

/** The manage token of a mail's "Change or cancel" link. */
const tokenIn = (mail: typeof outgoingMail.$inferSelect) => /registration\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? null;

/** 50 registrations at once for 10 places: exactly 10 confirmed, 40 waitlisted, in the order each got the date's lock. */
async function fiftyAtOnce(instances: Services[], database: TestDatabase, title: string) {
  const { context } = await eventWithRegistration(instances[0]!, title, { capacity: "10" });
  const outcomes = await Promise.all(Array.from({ length: 50 }, (_, n) => instances[n % instances.length]!.registrations.register(context, person(n), { via: "web", checked: true, actor: null })));
  expect(outcomes.every((o) => o.ok)).toBe(true);
  const rows = await database.db.select().from(registrations).orderBy(asc(registrations.number));
  const mine = rows.filter((r) => r.name.startsWith("Parent "));
  expect(mine).toHaveLength(50);
  expect(mine.map((r) => r.number)).toEqual(Array.from({ length: 50 }, (_, n) => n + 1));
  expect(mine.filter((r) => r.status === "confirmed").map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(mine.filter((r) => r.status === "waitlisted")).toHaveLength(40);
  // What each caller was told matches what was kept: waitlist positions 1..40 in the order of arrival.
  const told = outcomes.flatMap((o) => (o.ok && o.value.outcome === "placed" ? [o.value] : []));
  expect(told.filter((t) => t.status === "confirmed")).toHaveLength(10);
  expect(told.filter((t) => t.status === "waitlisted").map((t) => t.position).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
  for (const t of told) expect(mine.find((r) => r.id === t.id)!.status).toBe(t.status);
}

describe.each(testDatabaseKinds)("registrations on %s", (kind) => {
  let database: TestDatabase;
  let services: Services;
  const clock = fixedClock(NOW);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    services = testServices(database, { clock });
  });
  afterAll(async () => {
    await database.drop();
  });

  it("takes 50 registrations sent at once for 10 places as exactly 10 confirmed and 40 waitlisted, in the order of arrival", async () => {
    await fiftyAtOnce([services], database, "Membership Class");
  }, 120_000);

  it("confirms by e-mail with a calendar entry and a private link; a cancellation through the link promotes the earliest waitlisted party that fits, who is e-mailed", async () => {
    const { context } = await eventWithRegistration(services, "Vacation Bible School", { capacity: "4", confirmationMessage: "Bring a water bottle." });
    const register = (n: number, party: { adults: number; children: number }) => services.registrations.register(context, person(100 + n, party), { via: "web", checked: true, actor: null });
    expect(await register(1, { adults: 1, children: 2 })).toMatchObject({ ok: true, value: { outcome: "placed", status: "confirmed" } });
    expect(await register(2, { adults: 1, children: 3 })).toMatchObject({ ok: true, value: { outcome: "placed", status: "waitlisted", position: 1 } });
    expect(await register(3, { adults: 1, children: 0 })).toMatchObject({ ok: true, value: { outcome: "placed", status: "confirmed" } });
    expect(await register(4, { adults: 1, children: 1 })).toMatchObject({ ok: true, value: { outcome: "placed", status: "waitlisted", position: 2 } });

    const [confirmation] = await mailsTo(database, "parent101@example.org");
    expect(confirmation!.subject).toBe("You are registered: Vacation Bible School on Monday, June 14");
    expect(confirmation!.text).toContain("Bring a water bottle.");
    expect(confirmation!.text).toContain("Thank you, Parent 101.");
    expect(confirmation!.html).toContain("1 adult and 2 children");
    const entry = calendarOf(confirmation!);
    expect(entry).toMatchObject({ method: "PUBLISH", uid: `registration-${(await rowOf("parent101@example.org")).id}@church.example`, sequence: 0, summary: "Vacation Bible School" });
    expect(entry.start.toISOString()).toBe("2027-06-14T13:00:00.000Z");
    const token = tokenIn(confirmation!)!;
    expect(token.length).toBeGreaterThanOrEqual(22);
    // The token is kept only hashed.
    expect(JSON.stringify(await database.db.select().from(registrations))).not.toContain(token);

    const opened = await services.registrations.manage.open(token);
    expect(opened).toMatchObject({ ok: true, value: { title: "Vacation Bible School", status: "confirmed", adults: 1, children: 2, changeable: true } });
    for (const bad of [`${token.slice(0, -2)}xx`, "nonsense", ""]) expect(await services.registrations.manage.open(bad)).toEqual(await services.registrations.manage.open("x".repeat(43)));

    expect(await services.registrations.manage.cancel(token)).toMatchObject({ ok: true, value: { promoted: 1 } });
    // Three places came free: the first family in line (4 people) does not fit; the second (2) does.
    expect((await rowOf("parent102@example.org")).status).toBe("waitlisted");
    expect((await rowOf("parent104@example.org")).status).toBe("confirmed");
    const promoted = (await mailsTo(database, "parent104@example.org")).at(-1)!;
    expect(promoted.subject).toBe("A place for you: Vacation Bible School on Monday, June 14");
    const promotedEntry = calendarOf(promoted);
    expect(promotedEntry.uid).toBe(calendarOf((await mailsTo(database, "parent104@example.org"))[0]!).uid);
    expect(promotedEntry.sequence).toBe(1);
    const cancelled = (await mailsTo(database, "parent101@example.org")).at(-1)!;
    expect(calendarOf(cancelled)).toMatchObject({ method: "CANCEL", uid: entry.uid });
    // The link of a cancelled registration changes nothing more.
    expect(await services.registrations.manage.cancel(token)).toMatchObject({ ok: false, status: 409 });

    // The page shows counts only.
    const page = await services.registrations.forPage(context.series);
    expect(page?.dates[0]?.words).toBe("1 place left");
  });

  async function rowOf(email: string) {
    const [row] = await database.db.select().from(registrations).where(eq(registrations.email, email));
    return row!;
  }

  it("gives the same address its existing registration (with a fresh link by e-mail), and refuses a party too large, a missing or too long answer, and a closed date, field by field", async () => {
    const { context } = await eventWithRegistration(services, "Mission Workday", {
      capacity: "",
      maxAdults: "2",
      maxChildren: "0",
      "q0.label": "T-shirt size",
      "q0.kind": "one",
      "q0.options": "S\nM\nL",
      "q0.required": "on",
      "q1.label": "Anything we should know?",
      "q1.kind": "short",
    });
    const [size, note] = context.form!.questions;
    const answers = { [size!.id]: "M" };
    const first = await services.registrations.register(context, person(200, { answers }), { via: "web", checked: true, actor: null });
    expect(first).toMatchObject({ ok: true, value: { outcome: "placed", status: "confirmed" } });
    const again = await services.registrations.register(context, person(200, { email: " Parent200@Example.org ", answers }), { via: "web", checked: true, actor: null });
    expect(again).toEqual({ ok: true, value: { outcome: "existing" } });
    expect((await database.db.select().from(registrations).where(eq(registrations.email, "parent200@example.org")))).toHaveLength(1);
    const mails = await mailsTo(database, "parent200@example.org");
    expect(mails.at(-1)!.subject).toBe("Your registration: Mission Workday on Monday, June 14");
    expect(tokenIn(mails.at(-1)!)).not.toBe(tokenIn(mails[0]!));

    const refused = await services.registrations.register(context, person(201, { adults: 3, children: 1, answers: { [note!.id]: "x".repeat(201) } }), { via: "web", checked: true, actor: null });
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      fields: {
        adults: "At most 2 adults can come on one registration.",
        children: "This event is for adults only.",
        [`answers.${size!.id}`]: "Please answer this question.",
        [`answers.${note!.id}`]: "Please keep this to 200 characters (it has 201).",
      },
    });
    clock.set("2027-06-14T13:00:00Z");
    expect(await services.registrations.register(context, person(202, { answers }), { via: "web", checked: true, actor: null })).toMatchObject({ ok: false, status: 409, fields: { date: "Registration for this date has closed." } });
    clock.set(NOW);
  });

  it("sends the reminder the configured hours before, once, however many look at the same moment", async () => {
    const { context } = await eventWithRegistration(services, "Christmas Eve Service", { capacity: "50" });
    await services.registrations.register(context, person(300), { via: "web", checked: true, actor: null });
    clock.set("2027-06-13T12:00:00Z");
    expect(await services.registrations.reminders.sendDue()).toBe(0);
    clock.set("2027-06-13T13:00:00Z");
    const [a, b] = await Promise.all([services.registrations.reminders.sendDue(), services.registrations.reminders.sendDue()]);
    expect(await services.registrations.reminders.sendDue()).toBe(0);
    clock.set(NOW);
    const reminders = (await mailsTo(database, "parent300@example.org")).filter((m) => m.subject.startsWith("Reminder:"));
    expect(reminders).toHaveLength(1);
    expect(a + b).toBeGreaterThanOrEqual(1);
  });

  it("asks before a date with registrations is cancelled; once confirmed, keeps them and e-mails each an .ics with METHOD:CANCEL and a raised SEQUENCE", async () => {
    const { context, eventId, actor } = await eventWithRegistration(services, "Advent Workshop", { capacity: "" });
    await services.registrations.register(context, person(600, { adults: 2 }), { via: "web", checked: true, actor: null });
    const asked = await services.events.changeDate({ ref: { eventId }, date: "2027-06-14", change: { kind: "cancel", note: "Storm warning." }, actor, role: "siteadmin" });
    expect(asked).toMatchObject({ ok: false, status: 409, ask: { registrations: 1, people: 2, question: expect.stringContaining("Cancel it anyway?") } });
    expect(await mailsTo(database, "parent600@example.org")).toHaveLength(1);
    expect(await services.events.changeDate({ ref: { eventId }, date: "2027-06-14", change: { kind: "cancel", note: "Storm warning." }, actor, role: "siteadmin", confirmed: true })).toMatchObject({ ok: true });
    expect((await rowOf("parent600@example.org")).status).toBe("confirmed");
    const [first, told] = await mailsTo(database, "parent600@example.org");
    expect(told!.subject).toBe("Cancelled: Advent Workshop on Monday, June 14");
    expect(told!.text).toContain("Storm warning.");
    expect(calendarOf(told!)).toMatchObject({ method: "CANCEL", uid: calendarOf(first!).uid, sequence: 1 });
    expect((await services.registrations.forPage(context.series))?.dates[0]?.words).toBe("This date is cancelled");
  });

  it("exports a date's list as CSV with a BOM, RFC 4180 quoting and formula cells neutralised", async () => {
    const { context, eventId } = await eventWithRegistration(services, "Childcare Open House", { capacity: "", "q0.label": "Allergies", "q0.kind": "short" });
    const [allergies] = context.form!.questions;
    await services.registrations.register(context, { ...person(400), name: '=HYPERLINK("http://evil.example","click")', phone: "+1 555 0100", answers: { [allergies!.id]: "@SUM(A1:A2), \"peanuts\"\nand -eggs" } }, { via: "web", checked: true, actor: null });
    // The name a visitor typed goes into the e-mail's HTML escaped.
    const [mail] = await mailsTo(database, "parent400@example.org");
    expect(mail!.html).toContain("Thank you, =HYPERLINK(&#34;http://evil.example&#34;,&#34;click&#34;).");
    const list = await services.registrations.reads.dateList(eventId, "2027-06-14", "siteadmin");
    if (!list.ok) throw new Error(list.error);
    const csv = services.registrations.reads.csvOf(list.value);
    expect(csv.startsWith("\uFEFFNumber,Status,")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(",'+1 555 0100,");
    expect(csv).toContain(`"'@SUM(A1:A2), ""peanuts""\nand -eggs"\r\n`);
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("finds and erases a person's registrations by address (a coming one cancelled, its place given on), and the retention sweep empties answers after the kept months while counts stay", async () => {
    const { context, eventId } = await eventWithRegistration(services, "Grief Support Evening", { capacity: "1", "q0.label": "Who are you remembering?", "q0.kind": "long" });
    const [q] = context.form!.questions;
    await services.registrations.register(context, person(500, { answers: { [q!.id]: "My mother" } }), { via: "web", checked: true, actor: null });
    await services.registrations.register(context, person(501, { answers: { [q!.id]: "A friend" } }), { via: "web", checked: true, actor: null });
    expect(await services.people.erasure.find("Parent500@example.org")).toEqual([{ area: "registrations", label: "Registrations", records: [expect.stringContaining("Grief Support Evening, 2027-06-14: confirmed")] }]);
    expect(await services.people.erasure.erase("parent500@example.org", null)).toMatchObject({ ok: true, value: { removed: { Registrations: 1 } } });
    expect(await services.people.erasure.find("parent500@example.org")).toEqual([]);
    expect((await rowOf("parent501@example.org")).status).toBe("confirmed");

    clock.set("2028-06-20T12:00:00Z");
    await services.people.retention.sweep(clock.now());
    clock.set(NOW);
    const [left] = await database.db.select().from(registrations).where(eq(registrations.name, ""));
    expect(left).toBeDefined();
    const list = await services.registrations.reads.dateList(eventId, "2027-06-14", "siteadmin");
    if (!list.ok) throw new Error(list.error);
    expect(list.value.items.every((r) => r.name === "" && r.email === "" && r.answers.every((a) => a.answer === ""))).toBe(true);
    expect(list.value.totals).toMatchObject({ registrations: 1, people: 1, cancelled: 1 });
  });
});

describe.skipIf(!testDatabaseKinds.includes("postgres"))("registrations on several instances over one PostgreSQL", () => {
  // Each instance runs one date's registrations in turn (its own queue); five of them race at the database's lock.
  it("takes 50 registrations sent at once to five instances for 10 places as exactly 10 confirmed and 40 waitlisted", async () => {
    const database = await bareDatabase("postgres");
    await database.migrate();
    const others = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: database.url! })));
    try {
      const clock = fixedClock(NOW);
      await fiftyAtOnce([database, ...others].map((handle) => testServices(handle, { clock })), database, "Five Instance Class");
    } finally {
      await Promise.all(others.map((other) => other.close()));
      await database.drop();
    }
  }, 120_000);
});
