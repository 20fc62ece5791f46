import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../../shared/areas.ts";
import { auditLog, contactMessages, directoryEntries, outgoingMail, prayerRequests } from "../../../../server/db/schema.ts";
import type { InboxItem } from "../../../../server/messages/inbox.ts";
import { type TestDatabaseKind, freshDatabase, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { requestContext, servicesContext } from "../../../context.ts";
import { adminHarness } from "../../../testing/admin-route.ts";
import * as csvRoute from "./directory-csv.ts";
import * as inbox from "./inbox.tsx";

describe.each(testDatabaseKinds)("messages admin on %s", (kind: TestDatabaseKind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let admin: ReturnType<typeof adminHarness>;
  const ids = { first: 0, second: 0, prayer: 0, ruth: 0, jose: 0, formula: 0 };

  beforeAll(async () => {
    database = await freshDatabase(kind);
    admin = adminHarness(database);
    // Through the public path, as the contact page stores them.
    const { submissions } = admin.services;
    ids.first = await submissions.contactMessage({ name: "Martha Greene", email: "martha@example.org", message: "Is there parking behind the church?" });
    ids.second = await submissions.contactMessage({ name: "Tom Baker", email: "tom@example.org", message: "Line one.\nLine two, with a comma." });
    ids.prayer = await submissions.prayerRequest({ name: "Ann Lee", contact: "(304) 555-0199", message: "For my mother's surgery on Tuesday." });
    ids.ruth = await submissions.directoryEntry({ firstName: "Ruth", lastName: "Zimmer", phone: "3045550123", email: "ruth@example.org", address: "12 Oak St, Apt 4", city: "Cedar Hill", zip: "25401", birthday: "1961-03-04" });
    ids.jose = await submissions.directoryEntry({ firstName: "José", lastName: "Núñez", phone: "3045550177", email: "jose@example.org", address: '4 "Old" Mill Rd', city: "Cedar Hill", zip: "25401", birthday: "1975-10-12" });
    ids.formula = await submissions.directoryEntry({ firstName: "=HYPERLINK(\"http://evil.example\")", lastName: "Adams", phone: "3045550100", email: "@evil.example", address: "-1 Main St", city: "+Town", zip: "25401", birthday: "1980-01-01" });
  });
  afterAll(() => database.drop());

  const page = (kindParam?: string) => admin.load(inbox, { path: `/admin/messages${kindParam ? `?kind=${kindParam}` : ""}`, role: "church" });
  const items = async (kindParam?: string) => (await page(kindParam)).data.items as InboxItem[];
  const unread = async () => (await page()).data.unread as Record<string, number>;

  it("lists contact messages newest first, unread, with all their fields, and counts what is new in each kind", async () => {
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.data.kind).toBe("contact");
    const list = res.data.items as Extract<InboxItem, { kind: "contact" }>[];
    expect(list.map((m) => m.name)).toEqual(["Tom Baker", "Martha Greene"]);
    expect(list[0]).toMatchObject({ kind: "contact", email: "tom@example.org", message: "Line one.\nLine two, with a comma.", read: false });
    expect(res.data.unread).toEqual({ contact: 2, prayer: 1, directory: 3 });
  });

  it("shows the other kinds through ?kind=, directory phones as ddd-ddd-dddd and prayer contacts as given", async () => {
    const prayer = (await items("prayer")) as Extract<InboxItem, { kind: "prayer" }>[];
    expect(prayer).toHaveLength(1);
    expect(prayer[0]).toMatchObject({ name: "Ann Lee", contact: "(304) 555-0199", message: "For my mother's surgery on Tuesday." });
    const directory = (await items("directory")) as Extract<InboxItem, { kind: "directory" }>[];
    expect(directory.map((d) => d.lastName)).toEqual(["Adams", "Núñez", "Zimmer"]);
    expect(directory[2]).toMatchObject({ phone: "304-555-0123", address: "12 Oak St, Apt 4", city: "Cedar Hill", zip: "25401", birthday: "1961-03-04" });
    // An unknown kind shows the contact messages.
    expect((await page("spam")).data.kind).toBe("contact");
  });

  it("writes when a message was sent on the church's clock", async () => {
    await database.db.update(contactMessages).set({ createdAt: new Date("2026-11-21T15:00:00Z") }).where(eq(contactMessages.id, ids.first));
    const martha = (await items()).find((m) => m.id === ids.first)!;
    expect(martha.submitted).toBe(new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "America/New_York" }).format(new Date("2026-11-21T15:00:00Z")));
    expect(martha.submitted).toMatch(/^November 21, 2026 at 10:00\sAM$/);
    expect(martha.submittedAt).toBe("2026-11-21T15:00:00.000Z");
  });

  it("does not mark anything read when the page is opened", async () => {
    await page();
    await page("prayer");
    expect(await unread()).toEqual({ contact: 2, prayer: 1, directory: 3 });
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, ids.first));
    expect(row!.readAt).toBeNull();
  });

  it("marks a message read and unread again with the button, counting and auditing each change", async () => {
    const read = await admin.act(inbox, { path: "/admin/messages?kind=contact", role: "church", fields: { intent: "read", kind: "contact", id: String(ids.first) } });
    expect(read).toMatchObject({ status: 200, data: { done: "read", id: ids.first } });
    expect((await items()).find((m) => m.id === ids.first)?.read).toBe(true);
    expect(await unread()).toEqual({ contact: 1, prayer: 1, directory: 3 });

    // Marking read twice keeps the moment it was first read.
    const [first] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, ids.first));
    await admin.act(inbox, { path: "/admin/messages", role: "admin", fields: { intent: "read", kind: "contact", id: String(ids.first) } });
    const [again] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, ids.first));
    expect(again!.readAt).toEqual(first!.readAt);

    const back = await admin.act(inbox, { path: "/admin/messages", role: "church", fields: { intent: "unread", kind: "contact", id: String(ids.first) } });
    expect(back).toMatchObject({ status: 200, data: { done: "unread" } });
    expect(await unread()).toEqual({ contact: 2, prayer: 1, directory: 3 });

    const lines = await database.db.select().from(auditLog).where(and(eq(auditLog.entity, "messages"), eq(auditLog.entityId, `contact:${ids.first}`)));
    expect(lines.map((l) => l.detail)).toEqual(["Marked read: message from Martha Greene", "Marked read: message from Martha Greene", "Marked unread: message from Martha Greene"]);
    expect(lines[0]).toMatchObject({ action: "update", userId: (await admin.user("church")).id });
  });

  it("marks prayer requests and directory entries read in their own tables", async () => {
    await admin.act(inbox, { path: "/admin/messages?kind=prayer", role: "church", fields: { intent: "read", kind: "prayer", id: String(ids.prayer) } });
    await admin.act(inbox, { path: "/admin/messages?kind=directory", role: "church", fields: { intent: "read", kind: "directory", id: String(ids.ruth) } });
    expect(await unread()).toEqual({ contact: 2, prayer: 0, directory: 2 });
    const [prayer] = await database.db.select().from(prayerRequests).where(eq(prayerRequests.id, ids.prayer));
    expect(prayer!.readAt).not.toBeNull();
    const [ruth] = await database.db.select().from(directoryEntries).where(eq(directoryEntries.id, ids.ruth));
    expect(ruth!.readAt).not.toBeNull();
  });

  it("refuses an unknown kind or button with 400, and a message that no longer exists with 404", async () => {
    const badKind = await admin.act(inbox, { path: "/admin/messages", role: "church", fields: { intent: "read", kind: "letters", id: String(ids.first) } });
    expect(badKind.status).toBe(400);
    const badIntent = await admin.act(inbox, { path: "/admin/messages", role: "church", fields: { intent: "archive", kind: "contact", id: String(ids.first) } });
    expect(badIntent.status).toBe(400);
    const missing = await admin.act(inbox, { path: "/admin/messages", role: "church", fields: { intent: "read", kind: "contact", id: "99999" } });
    expect(missing.status).toBe(404);
    expect(missing.data.error).toMatch(/no longer exists/);
  });

  it("exports the directory entries as a formula-safe CSV download with an audit line", async () => {
    const res = await download("admin");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="directory-entries-2026-11-21.csv"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("First name,Last name,Phone,Email,Address,City,Zip,Birthday,Submitted");
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe("");
    // By last name; spreadsheet formulas neutralised; commas and quotes quoted.
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",Adams,304-555-0100,'@evil\.example,'-1 Main St,'\+Town,25401,1980-01-01,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(lines[2]).toMatch(/^José,Núñez,304-555-0177,jose@example\.org,"4 ""Old"" Mill Rd",Cedar Hill,25401,1975-10-12,/);
    expect(lines[3]).toMatch(/^Ruth,Zimmer,304-555-0123,ruth@example\.org,"12 Oak St, Apt 4",Cedar Hill,25401,1961-03-04,/);
    const [line] = await database.db.select().from(auditLog).where(eq(auditLog.action, "export"));
    expect(line).toMatchObject({ entity: "messages", entityId: "directory", detail: "Directory entries exported as CSV (3 entries)", userId: (await admin.user("admin")).id });
  });

  it("writes the submitted moment into the CSV on the church's clock", async () => {
    await database.db.update(directoryEntries).set({ createdAt: new Date("2026-07-04T16:30:00Z") }).where(eq(directoryEntries.id, ids.ruth));
    const text = (await (await download("church")).text()).replace(/^\uFEFF/, "");
    expect(text.split("\r\n").find((l) => l.startsWith("Ruth,"))).toMatch(/,2026-07-04 12:30$/);
  });

  it("deletes after the confirmation, back on the same kind, and audits it", async () => {
    const res = await admin.act(inbox, { path: "/admin/messages?kind=prayer", role: "church", fields: { intent: "delete", kind: "prayer", id: String(ids.prayer) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/messages?kind=prayer&notice=deleted" });
    expect(await database.db.select().from(prayerRequests).where(eq(prayerRequests.id, ids.prayer))).toHaveLength(0);
    expect(await items("prayer")).toEqual([]);
    const [line] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "delete"), eq(auditLog.entityId, `prayer:${ids.prayer}`)));
    expect(line).toMatchObject({ entity: "messages", detail: "Prayer request from Ann Lee" });
    const again = await admin.act(inbox, { path: "/admin/messages?kind=prayer", role: "church", fields: { intent: "delete", kind: "prayer", id: String(ids.prayer) } });
    expect(again.status).toBe(404);
  });

  it("lists staff notices the mailer gave up on and sends one again when asked, with an audit line", async () => {
    const { mailer } = admin.services;
    await mailer.queue({ to: "office@example.org", subject: "New message from Lost Notice", text: "x" }, { purpose: "notice" });
    const [queued] = await database.db.select().from(outgoingMail).where(eq(outgoingMail.subject, "New message from Lost Notice"));
    await database.db.update(outgoingMail).set({ failedAt: new Date("2026-11-21T14:00:00Z"), attempts: 12, lastError: "connect ECONNREFUSED" }).where(eq(outgoingMail.id, queued!.id));

    const shown = (await page()).data.failedNotices as { id: number; subject: string; reason: string }[];
    expect(shown).toEqual([expect.objectContaining({ id: queued!.id, subject: "New message from Lost Notice", to: "office@example.org", reason: "connect ECONNREFUSED" })]);

    const res = await admin.act(inbox, { path: "/admin/messages?kind=prayer", role: "church", fields: { intent: "resend-notice", id: String(queued!.id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/messages?kind=prayer&notice=resent" });
    const [after] = await database.db.select().from(outgoingMail).where(eq(outgoingMail.id, queued!.id));
    expect(after).toMatchObject({ failedAt: null, attempts: 0, lastError: null });
    expect((await page()).data.failedNotices).toEqual([]);
    const [line] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, `notice:${queued!.id}`));
    expect(line).toMatchObject({ action: "update", entity: "messages", detail: "Sent a failed staff notice again" });
    // A notice that is not failed (or does not exist) cannot be sent again.
    expect((await admin.act(inbox, { path: "/admin/messages", role: "church", fields: { intent: "resend-notice", id: String(queued!.id) } })).status).toBe(404);
  });

  it("keeps out childcare staff, visitors and forms without the security token", async () => {
    expect(await admin.load(inbox, { path: "/admin/messages", role: "childcare" })).toMatchObject({ status: 302, location: "/" });
    expect((await admin.load(inbox, { path: "/admin/messages", role: null })).location).toMatch(/^\/login\?redirectTo=/);
    const childcare = await admin.act(inbox, { path: "/admin/messages", role: "childcare", fields: { intent: "read", kind: "contact", id: String(ids.second) } });
    expect(childcare).toMatchObject({ status: 302, location: "/" });
    const forged = await admin.act(inbox, { path: "/admin/messages", role: "admin", fields: { intent: "delete", kind: "contact", id: String(ids.second) }, csrf: "wrong" });
    expect(forged.status).toBe(403);
    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.id, ids.second))).toHaveLength(1);
    const csvChildcare = await download("childcare").catch((thrown: unknown) => thrown as Response);
    expect(csvChildcare).toMatchObject({ status: 302 });
    expect(csvChildcare.headers.get("location")).toBe("/");
    const csvVisitor = await download(null).catch((thrown: unknown) => thrown as Response);
    expect(csvVisitor.headers.get("location")).toMatch(/^\/login\?redirectTo=%2Fadmin%2Fmessages%2Fdirectory\.csv/);
  });

  /** Runs the CSV resource route as `role`, answering its Response (thrown redirects are thrown). */
  async function download(role: Role | null): Promise<Response> {
    const auth = role ? { user: await admin.user(role), csrfToken: "t", signedInAt: new Date().toISOString(), sessionId: "s" } : null;
    const context = new RouterContextProvider();
    context.set(servicesContext, admin.services);
    context.set(requestContext, { nonce: "n", apiKey: "k", address: "198.51.100.7", auth });
    const url = new URL("https://church.example/admin/messages/directory.csv");
    return (await csvRoute.loader({ request: new Request(url), url, params: {}, context } as unknown as Parameters<typeof csvRoute.loader>[0])) as Response;
  }
});
