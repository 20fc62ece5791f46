import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, consents, contactMessages, prayerRequests, privateLinks } from "../db/schema.ts";
import { fixedClock } from "../testing/clock.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { testServices } from "../testing/services.ts";
import { renderPersonMail } from "../mail/layout.ts";

const HOUR = 60 * 60_000;

describe.each(testDatabaseKinds)("people who act: the shared parts, on %s", (kind) => {
  let database: TestDatabase;
  let services: ReturnType<typeof testServices>;
  const clock = fixedClock("2026-11-21T15:00:00Z");

  beforeAll(async () => {
    database = await freshDatabase(kind);
    services = testServices(database, { clock });
  });
  afterAll(async () => {
    await database.drop();
  });

  describe("private links", () => {
    it("keep only the token's hash, open for their own purpose until they expire, and answer every bad token alike", async () => {
      const { links } = services.people;
      const token = await links.issue({ purpose: "registration", subject: "registration:7", email: " Ann@Example.org ", ttlMs: 2 * HOUR });
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await database.db.select().from(privateLinks).where(eq(privateLinks.subject, "registration:7"));
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(await links.open(token, "registration")).toMatchObject({ subject: "registration:7", email: "ann@example.org" });
      for (const [bad, purpose] of [[token, "enquiry"], [`${token.slice(0, -1)}A`, "registration"], ["short", "registration"], ["", "registration"]] as const) {
        expect(await links.open(bad, purpose)).toBeNull();
      }
      clock.set("2026-11-21T17:00:01Z");
      expect(await links.open(token, "registration")).toBeNull();
      clock.set("2026-11-21T15:00:00Z");
    });

    it("are used once only, even when two requests use one at the same moment", async () => {
      const { links } = services.people;
      const token = await links.issue({ purpose: "newsletter-confirm", subject: "subscriber:3", email: "bo@example.org", ttlMs: HOUR });
      const uses = await Promise.all([links.use(token, "newsletter-confirm"), links.use(token, "newsletter-confirm")]);
      expect(uses.filter(Boolean)).toHaveLength(1);
      expect(await links.open(token, "newsletter-confirm")).toBeNull();
    });

    it("end when their record's links are revoked, and are swept a month after they expired", async () => {
      const { links } = services.people;
      const kept = await links.issue({ purpose: "enquiry", subject: "enquiry:1", email: "cy@example.org", ttlMs: 90 * 24 * HOUR });
      const ended = await links.issue({ purpose: "enquiry", subject: "enquiry:2", email: "cy@example.org", ttlMs: HOUR });
      await links.revoke({ purpose: "enquiry", subject: "enquiry:2" });
      expect(await links.open(ended, "enquiry")).toBeNull();
      expect(await links.open(kept, "enquiry")).not.toBeNull();
      clock.set("2026-12-22T15:00:00Z");
      expect(await services.people.retention.sweep(clock.now())).toMatchObject({ "privacy: Private links, a month after they expired or were used": expect.any(Number) });
      clock.set("2026-11-21T15:00:00Z");
      expect((await database.db.select().from(privateLinks).where(eq(privateLinks.subject, "enquiry:2")))).toHaveLength(0);
      expect(await links.open(kept, "enquiry")).not.toBeNull();
    });
  });

  describe("consents", () => {
    it("record what was agreed, on which form and in which words, once while it stands; a withdrawal ends it and a later yes is a new record", async () => {
      const { consents: record } = services.people;
      const wording = "Send me the weekly news by e-mail.";
      const first = await record.give({ email: "Dee@Example.org", purpose: "newsletter:weekly-news", form: "/newsletter", wording });
      const again = await record.give({ email: "dee@example.org", purpose: "newsletter:weekly-news", form: "/", wording: "other words" });
      expect(again.id).toBe(first.id);
      expect(first).toMatchObject({ email: "dee@example.org", form: "/newsletter", wording, givenAt: clock.now() });
      expect(await record.withdraw({ email: "dee@example.org", purpose: "newsletter:weekly-news" })).toBe(true);
      expect(await record.current("dee@example.org", "newsletter:weekly-news")).toBeNull();
      const later = await record.give({ email: "dee@example.org", purpose: "newsletter:weekly-news", form: "/newsletter", wording });
      expect(later.id).not.toBe(first.id);
      expect((await record.of("dee@example.org")).map((c) => Boolean(c.withdrawnAt))).toEqual([false, true]);
    });
  });

  describe("find and erase by e-mail", () => {
    it("finds what each area keeps for an address, erases it in each area's own change with an audit line, and leaves other people's data", async () => {
      const { db } = database;
      const actor = (await services.accounts.createUser({ name: "Office", username: `office-${kind}`, password: "correct horse battery", role: "siteadmin" })).id;
      await db.insert(contactMessages).values([
        { name: "Eve", email: "Eve@Example.org ", message: "Hello" },
        { name: "Fay", email: "fay@example.org", message: "Hi" },
      ]);
      await db.insert(prayerRequests).values({ name: "Eve", contact: "eve@example.org", message: "For my mother" });
      await services.people.consents.give({ email: "eve@example.org", purpose: "newsletter:weekly-news", form: "/newsletter", wording: "Weekly news" });
      await services.people.links.issue({ purpose: "newsletter-preferences", subject: "subscriber:9", email: "eve@example.org", ttlMs: HOUR });
      const found = await services.people.erasure.find("EVE@example.org");
      expect(found.map((f) => [f.label, f.records.length])).toEqual([
        ["Contact messages", 1],
        ["Prayer requests", 1],
        ["Consents and private links", 1],
      ]);
      const erased = await services.people.erasure.erase("eve@example.org", actor);
      expect(erased).toEqual({ ok: true, value: { removed: { "Contact messages": 1, "Prayer requests": 1, "Consents and private links": 2 } } });
      expect(await services.people.erasure.find("eve@example.org")).toEqual([]);
      expect((await db.select().from(contactMessages)).map((m) => m.name)).toEqual(["Fay"]);
      const lines = await db.select().from(auditLog).where(eq(auditLog.action, "erase"));
      expect(lines.map((l) => [l.entity, l.detail])).toEqual([
        ["messages", "Contact messages of e***@example.org erased on request (1)"],
        ["prayer", "Prayer requests of e***@example.org erased on request (1)"],
        ["privacy", "Consents and private links of e***@example.org erased on request (2)"],
      ]);
      expect(await db.select().from(consents).where(eq(consents.email, "eve@example.org"))).toHaveLength(0);
    });
  });

  describe("the retention sweeper", () => {
    it("runs every area's rule, and one that fails does not stop the others", async () => {
      let ran = 0;
      services.people.retention.register({ area: "test-broken", keeps: "nothing", sweep: async () => Promise.reject(new Error("broken rule")) });
      services.people.retention.register({ area: "test-after", keeps: "one thing", sweep: async () => (ran++, 1) });
      const removed = await services.people.retention.sweep(clock.now());
      expect(removed["test-after: one thing"]).toBe(1);
      expect(Object.keys(removed).some((k) => k.startsWith("test-broken"))).toBe(false);
      expect(ran).toBe(1);
    });
  });
});

describe("the e-mail layout for people outside the staff", () => {
  it("writes an HTML part with the button and the church's address, and a plain-text part with the link, from the same words; typed text stays text", async () => {
    const mail = await renderPersonMail({
      churchName: "Cedar Hill UMC",
      postalAddress: "1 Church St, Ripley, WV 25271",
      heading: "You are registered",
      paragraphs: ["Thank you, <Ann> & family."],
      details: [["When", "Saturday, March 6, 9:00 AM"]],
      action: { label: "Change or cancel", url: "https://church.example/registrations/manage?token=abc" },
      footer: "You get this e-mail because you registered for Vacation Bible School.",
    });
    expect(mail.html).toContain("Thank you, &lt;Ann&gt; &amp; family.");
    expect(mail.html).toContain('href="https://church.example/registrations/manage?token=abc"');
    expect(mail.html).toContain("Cedar Hill UMC, 1 Church St, Ripley, WV 25271");
    expect(mail.text).toContain("Thank you, <Ann> & family.");
    expect(mail.text).toContain("https://church.example/registrations/manage?token=abc");
    expect(mail.text).toContain("When: Saturday, March 6, 9:00 AM");
  });
});
