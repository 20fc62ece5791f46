import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, childcareEnquiries, childcareEnquiryCounts, childcareRooms } from "../db/schema.ts";
import { testDatabaseKinds } from "../testing/database.ts";
import { enquiryTestSite, familyInput, tokenIn } from "../testing/enquiries.ts";

describe.each(testDatabaseKinds)("childcare offers, the board and privacy, on %s", (kind) => {
  const site = enquiryTestSite(kind);

  /** A director, and waitlisted families (Toddlers, Mondays, Wednesdays and Fridays), one minute apart, in order. */
  async function waitlisted(...emails: string[]) {
    const { enquiries, accounts } = site.services;
    const director = (await accounts.createUser({ name: "Dana Director", username: `director-${emails.length}`, password: "correct horse battery", role: "childcare" })).id;
    const ids: number[] = [];
    for (const [i, email] of emails.entries()) {
      site.clock.set(`2026-11-21T15:0${i}:00Z`);
      const created = await enquiries.enquire({ input: familyInput({ email, childName: `Child${i}` }), captcha: true });
      if (!created.ok) throw new Error(created.error);
      const [row] = await site.database.db.select().from(childcareEnquiries).where(eq(childcareEnquiries.email, email));
      const moved = await enquiries.board.move({ id: row!.id, input: { status: "waitlisted", version: (await enquiries.board.family(row!.id))!.version }, actor: director });
      if (!moved.ok) throw new Error(moved.error);
      ids.push(row!.id);
    }
    return { director, ids };
  }

  const versionOf = async (id: number) => (await site.services.enquiries.board.family(id))!.version;
  const statusOf = async (id: number) => (await site.database.db.select().from(childcareEnquiries).where(eq(childcareEnquiries.id, id)))[0]!;
  const onePlace = () => site.database.db.update(childcareRooms).set({ places: { mon: 1, tue: 1, wed: 1, thu: 1, fri: 1 } }).where(eq(childcareRooms.name, "Toddlers"));

  it("gives the last place to one of two directors offering it at once, and tells the other", async () => {
    const { director, ids } = await waitlisted("first@example.org", "second@example.org");
    await onePlace();
    const [a, b] = ids as [number, number];
    const outcomes = await Promise.all([site.services.enquiries.offer({ id: a, version: await versionOf(a), actor: director }), site.services.enquiries.offer({ id: b, version: await versionOf(b), actor: director })]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toMatchObject({ ok: false, status: 409, error: expect.stringMatching(/^Toddlers has no place left on Monday, Wednesday, Friday: another offer took it first/) });
    expect([(await statusOf(a)).status, (await statusOf(b)).status].sort()).toEqual(["offered", "waitlisted"]);
  });

  it("lapses an offer not answered in two days, offers the place to the next family, tells the director and the family, and the next family accepts", async () => {
    const { director, ids } = await waitlisted("first@example.org", "second@example.org");
    await onePlace();
    const [a, b] = ids as [number, number];
    site.clock.set("2026-11-23T15:00:00Z");
    expect(await site.services.enquiries.offer({ id: a, version: await versionOf(a), actor: director })).toMatchObject({ ok: true });
    const offerMail = (await site.mailTo("first@example.org")).at(-1)!;
    const offerText = (await offerMail.parse()).text!;
    expect(offerText).toMatch(/Accept the place/);
    expect(offerText).toMatch(/answer=decline/);
    expect((await statusOf(a)).offerExpiresAt?.toISOString()).toBe("2026-11-25T15:00:00.000Z");

    site.clock.set("2026-11-25T14:59:00Z");
    expect(await site.services.enquiries.lapseDueOffers()).toBe(0);
    site.clock.set("2026-11-25T15:00:30Z");
    expect(await site.services.enquiries.lapseDueOffers()).toBe(1);
    expect(await statusOf(a)).toMatchObject({ status: "declined", closedBecause: "The offer lapsed without an answer" });
    expect(await statusOf(b)).toMatchObject({ status: "offered" });
    expect((await site.mailTo("first@example.org")).at(-1)!.subject).toBe("The offer of a place for Child0 has lapsed");
    const notice = (await site.mailTo("childcare@cedarhill-umc.org")).find((m) => m.subject.startsWith("An offer lapsed"));
    expect((await notice!.parse()).text).toMatch(/The place was offered to CC-[A-Z2-9]{6}, the next waitlisted family for Toddlers/);

    const token = tokenIn((await (await site.mailTo("second@example.org")).at(-1)!.parse()).text!);
    expect(await site.services.enquiries.family.view(token)).toMatchObject({ status: "offered", can: { answer: true } });
    expect(await site.services.enquiries.family.answer(token, true)).toMatchObject({ ok: true });
    expect(await statusOf(b)).toMatchObject({ status: "enrolled" });
    expect((await site.services.enquiries.numbers()).find((n) => n.room === "Toddlers")).toMatchObject({ places: 1, enrolled: 1, offered: 0, waiting: 0 });
    const lines = (await site.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, "enquiries"))).map((l) => l.action);
    expect(lines).toEqual(expect.arrayContaining(["offer", "lapse", "accept"]));
  });

  it("refuses an answer after the offer has lapsed, even before the job has run", async () => {
    const { director, ids } = await waitlisted("first@example.org");
    const [a] = ids as [number];
    await site.services.enquiries.offer({ id: a, version: await versionOf(a), actor: director });
    const token = tokenIn((await (await site.mailTo("first@example.org")).at(-1)!.parse()).text!);
    site.clock.set("2026-11-24T15:01:00Z");
    expect(await site.services.enquiries.family.answer(token, true)).toMatchObject({ ok: false, error: expect.stringMatching(/^This offer lapsed on/) });
  });

  it("keeps the enquiry and marks the family for a phone call when their mail server refuses our e-mail for good", async () => {
    const created = await site.services.enquiries.enquire({ input: familyInput({ email: "bounce@example.org" }), captcha: true });
    expect(created).toMatchObject({ ok: true, kind: "created" });
    await site.services.mailer.deliverDue();
    const [card] = await site.services.enquiries.board.cards();
    expect(card).toMatchObject({ childName: "Mia", mailRefused: true });
  });

  it("finds and erases a family's enquiries by e-mail, removes closed ones after 24 months keeping counts, and exports dates of birth only when asked", async () => {
    const { director, ids } = await waitlisted("first@example.org", "second@example.org");
    const { enquiries, people } = site.services;
    const csv = await enquiries.privacy.exportCsv({ birthDates: false, actor: director });
    expect(csv).not.toContain("2025-03-10");
    expect(await enquiries.privacy.exportCsv({ birthDates: true, actor: director })).toContain("2025-03-10");
    expect(await people.erasure.find("FIRST@example.org")).toContainEqual(expect.objectContaining({ label: "Childcare enquiries", records: [expect.stringMatching(/childcare enquiry CC-.* \(Waitlisted\)/)] }));
    expect(await people.erasure.erase("first@example.org", director)).toMatchObject({ ok: true });
    expect(await site.database.db.select().from(childcareEnquiries).where(eq(childcareEnquiries.email, "first@example.org"))).toEqual([]);

    const second = ids[1]!;
    await enquiries.board.move({ id: second, input: { status: "withdrawn", version: await versionOf(second) }, actor: director });
    site.clock.set("2028-11-20T15:00:00Z");
    await people.retention.sweep(site.clock.now());
    expect(await statusOf(second)).toMatchObject({ status: "withdrawn" });
    site.clock.set("2028-11-22T15:00:00Z");
    await people.retention.sweep(site.clock.now());
    expect(await site.database.db.select().from(childcareEnquiries)).toEqual([]);
    expect(await site.database.db.select().from(childcareEnquiryCounts).orderBy(childcareEnquiryCounts.outcome)).toEqual([
      { month: "2026-11", room: "Toddlers", outcome: "Waitlisted", count: 1 },
      { month: "2026-11", room: "Toddlers", outcome: "Withdrawn", count: 1 },
    ]);
  });
});
