/**
 * Issue 33: the staff inbox in pages of 50, found by the filter box as site search finds (English
 * stemming, unaccent, websearch syntax) through the tables' own indexes, never the public one, filtered
 * by read or unread and sorted, on both databases.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListPlace } from "../../shared/admin-list.ts";
import type { MessageSort, MessageState } from "../../shared/schemas/admin/messages.ts";
import { contactMessageWords, contactMessages, directoryEntries, directoryEntryWords, searchDocuments } from "../db/schema.ts";
import type { Services } from "../services.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { testServices } from "../testing/services.ts";

describe.each(testDatabaseKinds)("the messages staff list (%s)", (kind) => {
  let database: TestDatabase;
  let services: Services;
  let actor: number;
  const place = (changes: Partial<ListPlace<MessageSort, MessageState>> = {}): ListPlace<MessageSort, MessageState> => ({ q: "", sort: "newest", filter: null, page: 1, ...changes });
  const contactNames = async (changes: Partial<ListPlace<MessageSort, MessageState>>) => (await services.inbox.page("contact", place(changes))).items.map((m) => m.name);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    services = testServices(database, { now: "2026-11-21T15:00:00Z" });
    actor = (await services.accounts.createUser({ name: "Office", username: "office33m", password: "correct horse battery", role: "church" })).id;
    const ids: number[] = [];
    for (let i = 1; i <= 60; i++) {
      ids.push(await services.submissions.contactMessage({ name: `Visitor ${String(i).padStart(2, "0")}`, email: `visitor${i}@example.org`, message: "What time is the Sunday service?" }));
    }
    ids.push(await services.submissions.contactMessage({ name: "Ruth Núñez", email: "ruth@example.org", message: "Could the youth group hold a bake sale after the service in March?" }));
    ids.push(await services.submissions.contactMessage({ name: "Abel Ames", email: "abel@example.org", message: "Is the hall free for a birthday party?" }));
    // One a minute, in the order they came, so "newest" and "oldest" are certain.
    for (const [i, id] of ids.entries()) await database.db.update(contactMessages).set({ createdAt: new Date(Date.UTC(2026, 2, 1, 12, i)) }).where(eq(contactMessages.id, id));
    for (const id of ids.slice(0, 5)) {
      const outcome = await services.inbox.setRead({ kind: "contact", id, read: true, actor });
      if (!outcome.ok) throw new Error(outcome.error);
    }
    await services.submissions.directoryEntry({ firstName: "Opal", lastName: "Vick", phone: "3045550123", email: "opal@example.org", address: "12 Oak St", city: "Cedar Hill", zip: "25401", birthday: "1961-03-04" });
    await services.submissions.directoryEntry({ firstName: "Lou", lastName: "Ferris", phone: "3045550177", email: "lou@example.org", address: "4 Mill Rd", city: "Shepherdstown", zip: "25443", birthday: "1975-10-12" });
    await services.prayer.submit({ name: "Edna Price", contact: "edna@example.org", message: "For my mother's surgery on Tuesday.", visibility: "pastors", wallName: "", wallText: "", contactMe: false });
  });
  afterAll(async () => {
    await database.drop();
  });

  it("shows 50 a page with the total, the rest on the next, and keeps a page past the end within the pages there are", async () => {
    const first = await services.inbox.page("contact", place());
    expect([first.total, first.pages, first.page, first.items.length]).toEqual([62, 2, 1, 50]);
    expect(first.items[0]).toMatchObject({ kind: "contact", name: "Abel Ames", email: "abel@example.org", read: false });
    const second = await services.inbox.page("contact", place({ page: 2 }));
    expect(second.items).toHaveLength(12);
    expect(second.items.at(-1)!.name).toBe("Visitor 01");
    expect((await services.inbox.page("contact", place({ page: 40 }))).page).toBe(2);
  });

  it("sorts newest first, oldest first and by the sender's name", async () => {
    expect((await contactNames({})).slice(0, 3)).toEqual(["Abel Ames", "Ruth Núñez", "Visitor 60"]);
    expect((await contactNames({ sort: "oldest" })).slice(0, 2)).toEqual(["Visitor 01", "Visitor 02"]);
    expect((await contactNames({ sort: "name" })).slice(0, 3)).toEqual(["Abel Ames", "Ruth Núñez", "Visitor 01"]);
    expect((await services.inbox.page("directory", place({ sort: "name" }))).items.map((d) => d.lastName)).toEqual(["Ferris", "Vick"]);
  });

  it("shows the new ones or the read ones", async () => {
    const read = await services.inbox.page("contact", place({ filter: "read" }));
    expect([read.total, read.items.map((m) => m.name)]).toEqual([5, ["Visitor 05", "Visitor 04", "Visitor 03", "Visitor 02", "Visitor 01"]]);
    expect((await services.inbox.page("contact", place({ filter: "unread" }))).total).toBe(57);
    expect(await contactNames({ filter: "read", q: "bake sale" })).toEqual([]);
  });

  it("finds the message about the bake sale by stemmed words, without the accents, and with the websearch syntax", async () => {
    expect(await contactNames({ q: "bake sale" })).toEqual(["Ruth Núñez"]);
    expect(await contactNames({ q: "baking sales" })).toEqual(["Ruth Núñez"]);
    expect(await contactNames({ q: "nunez" })).toEqual(["Ruth Núñez"]);
    expect(await contactNames({ q: "ruth@example.org" })).toEqual(["Ruth Núñez"]);
    expect(await contactNames({ q: '"youth group"' })).toEqual(["Ruth Núñez"]);
    expect(await contactNames({ q: "service -march", sort: "name" })).toHaveLength(50);
    expect((await services.inbox.page("contact", place({ q: "service -march" }))).total).toBe(60);
    expect(await contactNames({ q: "hall or bake", sort: "name" })).toEqual(["Abel Ames", "Ruth Núñez"]);
  });

  it("finds directory entries by name, town and street", async () => {
    const lastNames = async (q: string) => (await services.inbox.page("directory", place({ q }))).items.map((d) => d.lastName);
    expect(await lastNames("Shepherdstown")).toEqual(["Ferris"]);
    expect(await lastNames("opal")).toEqual(["Vick"]);
    expect(await lastNames("oak street")).toEqual([]);
    expect(await lastNames("oak")).toEqual(["Vick"]);
  });

  it("never fails on operators, SQL-looking or 1,000-character words: it finds nothing or what they say", async () => {
    for (const q of ["& | ! :*", "!!", "'); drop table contact_messages; --", "a:* & (b", "x".repeat(1000), "bake ".repeat(200)]) {
      const found = await services.inbox.page("contact", place({ q }));
      expect(found.items.every((m) => m.name === "Ruth Núñez"), q.slice(0, 20)).toBe(true);
    }
    expect((await services.inbox.page("contact", place({ q: "& | ! :*" }))).total).toBe(0);
    expect((await services.inbox.page("contact", place({ q: "bake ".repeat(200) }))).total).toBe(1);
  });

  it("keeps messages out of the public search index, and prayer requests out of the inbox", async () => {
    expect(await database.db.select().from(searchDocuments).where(sql`${searchDocuments.body} ilike '%bake sale%'`)).toEqual([]);
    expect(await contactNames({ q: "surgery" })).toEqual([]);
    expect((await services.inbox.page("directory", place({ q: "Edna" }))).total).toBe(0);
  });

  it("searches through the tables' own indexes (the query's expression is the index's)", async () => {
    const plan = async (table: typeof contactMessages | typeof directoryEntries, words: ReturnType<typeof contactMessageWords>) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const explained = (await tx.execute(sql`explain select id from ${table} where ${words} @@ websearch_to_tsquery('steeple_search'::regconfig, ${"bake sale"})`)) as unknown as { rows: Array<Record<string, string>> };
        return explained.rows.map((r) => Object.values(r)[0]).join("\n");
      });
    expect(await plan(contactMessages, contactMessageWords(contactMessages))).toContain("contact_messages_words_idx");
    expect(await plan(directoryEntries, directoryEntryWords(directoryEntries))).toContain("directory_entries_words_idx");
  });
});
