import { and, count, desc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "../../../../shared/roles.ts";
import { auditLog, contactMessages, directoryEntries, outgoingMail } from "../../../../server/db/schema.ts";
import type { InboxItem } from "../../../../server/messages/inbox.ts";
import type { DirectoryEntry } from "../../../../server/messages/submissions.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { requestContext, servicesContext } from "../../../context.ts";
import { adminTestSite } from "../../../testing/admin-route.ts";
import * as csvRoute from "./directory-csv.ts";
import * as inbox from "./inbox.tsx";

describe.each(testDatabaseKinds)("messages admin on %s", (kind: TestDatabaseKind) => {
  const site = adminTestSite(kind);

  const page = (kindParam?: string) => site.admin.load(inbox, { path: `/admin/messages${kindParam ? `?kind=${kindParam}` : ""}`, role: "church" });
  const items = async (kindParam?: string) => ((await page(kindParam)).data.list as { items: InboxItem[] }).items;
  const unread = async () => (await page()).data.unread as Record<"contact" | "directory", number>;
  /** The inbox items of one kind that are among `ids`, in the order the page lists them. */
  const only = async <K extends InboxItem["kind"]>(kindParam: K, ids: number[]) => (await items(kindParam)).filter((i) => ids.includes(i.id)) as Extract<InboxItem, { kind: K }>[];

  // Submissions go through the public path, as the contact and directory forms store them.
  const contact = (name: string, message = "Is there parking behind the church?") =>
    site.admin.services.submissions.contactMessage({ name, email: `${name.split(" ")[0]!.toLowerCase()}@example.org`, message });
  const entry = (firstName: string, lastName: string, more: Partial<DirectoryEntry> = {}) =>
    site.admin.services.submissions.directoryEntry({ firstName, lastName, phone: "3045550123", email: "member@example.org", address: "12 Oak St, Apt 4", city: "Cedar Hill", zip: "25401", birthday: "1961-03-04", ...more });

  it("lists contact messages newest first, unread, with all their fields, and counts what is new in each kind", async () => {
    const before = await unread();
    const mine = [await contact("Martha Greene"), await contact("Tom Baker", "Line one.\nLine two, with a comma.")];
    for (const last of ["Ashby", "Boyce", "Crump"]) await entry("Nell", last);
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.data.kind).toBe("contact");
    const list = ((res.data.list as { items: Extract<InboxItem, { kind: "contact" }>[] }).items).filter((m) => mine.includes(m.id));
    expect(list.map((m) => m.name)).toEqual(["Tom Baker", "Martha Greene"]);
    expect(list[0]).toMatchObject({ kind: "contact", email: "tom@example.org", message: "Line one.\nLine two, with a comma.", read: false });
    expect(res.data.unread).toEqual({ contact: before.contact + 2, directory: before.directory + 3 });
  });

  it("shows the directory through ?kind=, phones as ddd-ddd-dddd; prayer requests are not here (issue 36: their own area)", async () => {
    await site.admin.services.prayer.submit({ name: "Edna Price", contact: "(304) 555-0199", message: "For my mother's surgery on Tuesday.", visibility: "pastors", wallName: "", wallText: "", contactMe: false });
    expect((await page("prayer")).data.kind).toBe("contact");
    expect(JSON.stringify((await page()).data)).not.toContain("Edna Price");
    const entries = [await entry("Opal", "Vick"), await entry("Lou", "Ferris", { phone: "3045550177" }), await entry("Ada", "Bly", { phone: "3045550100" })];
    const directory = await only("directory", entries);
    expect(directory.map((d) => d.lastName)).toEqual(["Bly", "Ferris", "Vick"]);
    expect(directory[2]).toMatchObject({ phone: "304-555-0123", address: "12 Oak St, Apt 4", city: "Cedar Hill", zip: "25401", birthday: "1961-03-04" });
    // An unknown kind shows the contact messages.
    expect((await page("spam")).data.kind).toBe("contact");
  });

  it("writes when a message was sent on the church's clock", async () => {
    const id = await contact("Della Frost");
    await site.database.db.update(contactMessages).set({ createdAt: new Date("2026-11-21T15:00:00Z") }).where(eq(contactMessages.id, id));
    const della = (await items()).find((m) => m.id === id)!;
    expect(della.submitted).toBe(new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "America/New_York" }).format(new Date("2026-11-21T15:00:00Z")));
    expect(della.submitted).toMatch(/^November 21, 2026 at 10:00\sAM$/);
    expect(della.submittedAt).toBe("2026-11-21T15:00:00.000Z");
  });

  it("does not mark anything read when the page is opened", async () => {
    const message = await contact("Iris Combs");
    const before = await unread();
    await page();
    await page("directory");
    expect(await unread()).toEqual(before);
    const [row] = await site.database.db.select().from(contactMessages).where(eq(contactMessages.id, message));
    expect(row!.readAt).toBeNull();
  });

  it("marks a message read and unread again with the button, counting and auditing each change", async () => {
    const id = await contact("Mae Whitlow");
    const before = await unread();
    const read = await site.admin.act(inbox, { path: "/admin/messages?kind=contact", role: "church", fields: { intent: "read", kind: "contact", id: String(id) } });
    expect(read).toMatchObject({ status: 200, data: { done: "read", id } });
    expect((await items()).find((m) => m.id === id)?.read).toBe(true);
    expect(await unread()).toEqual({ ...before, contact: before.contact - 1 });

    // Marking read twice keeps the moment it was first read.
    const [first] = await site.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    await site.admin.act(inbox, { path: "/admin/messages", role: "admin", fields: { intent: "read", kind: "contact", id: String(id) } });
    const [again] = await site.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(again!.readAt).toEqual(first!.readAt);

    const back = await site.admin.act(inbox, { path: "/admin/messages", role: "church", fields: { intent: "unread", kind: "contact", id: String(id) } });
    expect(back).toMatchObject({ status: 200, data: { done: "unread" } });
    expect(await unread()).toEqual(before);

    const lines = await site.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "messages"), eq(auditLog.entityId, `contact:${id}`)));
    expect(lines.map((l) => l.detail)).toEqual(["Marked read: message from Mae Whitlow", "Marked read: message from Mae Whitlow", "Marked unread: message from Mae Whitlow"]);
    expect(lines[0]).toMatchObject({ action: "update", userId: (await site.admin.user("church")).id });
  });

  it("marks directory entries read in their own table", async () => {
    const wilma = await entry("Wilma", "Hardy");
    const before = await unread();
    await site.admin.act(inbox, { path: "/admin/messages?kind=directory", role: "church", fields: { intent: "read", kind: "directory", id: String(wilma) } });
    expect(await unread()).toEqual({ contact: before.contact, directory: before.directory - 1 });
    const [wilmaRow] = await site.database.db.select().from(directoryEntries).where(eq(directoryEntries.id, wilma));
    expect(wilmaRow!.readAt).not.toBeNull();
  });

  it("refuses an unknown kind or button with 400, and a message that no longer exists with 404", async () => {
    const id = await contact("Gus Pryor");
    const badKind = await site.admin.act(inbox, { path: "/admin/messages", role: "church", fields: { intent: "read", kind: "letters", id: String(id) } });
    expect(badKind.status).toBe(400);
    const badIntent = await site.admin.act(inbox, { path: "/admin/messages", role: "church", fields: { intent: "archive", kind: "contact", id: String(id) } });
    expect(badIntent.status).toBe(400);
    const missing = await site.admin.act(inbox, { path: "/admin/messages", role: "church", fields: { intent: "read", kind: "contact", id: "99999" } });
    expect(missing.status).toBe(404);
    expect(missing.data.error).toMatch(/no longer exists/);
  });

  it("exports the directory entries as a formula-safe CSV download with an audit line", async () => {
    await entry("Ruth", "Zimmer", { email: "ruth@example.org" });
    await entry("José", "Núñez", { phone: "3045550177", email: "jose@example.org", address: '4 "Old" Mill Rd', birthday: "1975-10-12" });
    await entry('=HYPERLINK("http://evil.example")', "Adams", { phone: "3045550100", email: "@evil.example", address: "-1 Main St", city: "+Town", birthday: "1980-01-01" });
    const [{ entries }] = (await site.database.db.select({ entries: count() }).from(directoryEntries)) as [{ entries: number }];
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
    // One line per entry, then the final line end.
    expect(lines).toHaveLength(entries + 2);
    expect(lines.at(-1)).toBe("");
    // By last name (this test's three among any others); spreadsheet formulas neutralised; commas and quotes quoted.
    const mine = lines.filter((l) => /,(Adams|Núñez|Zimmer),304-/.test(l));
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",Adams,304-555-0100,'@evil\.example,'-1 Main St,'\+Town,25401,1980-01-01,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(mine[1]).toMatch(/^José,Núñez,304-555-0177,jose@example\.org,"4 ""Old"" Mill Rd",Cedar Hill,25401,1975-10-12,/);
    expect(mine[2]).toMatch(/^Ruth,Zimmer,304-555-0123,ruth@example\.org,"12 Oak St, Apt 4",Cedar Hill,25401,1961-03-04,/);
    const [line] = await site.database.db.select().from(auditLog).where(eq(auditLog.action, "export")).orderBy(desc(auditLog.id)).limit(1);
    expect(line).toMatchObject({ entity: "messages", entityId: "directory", detail: `Directory entries exported as CSV (${entries} entries)`, userId: (await site.admin.user("admin")).id });
  });

  it("writes the submitted moment into the CSV on the church's clock", async () => {
    const id = await entry("Hattie", "Quarles");
    await site.database.db.update(directoryEntries).set({ createdAt: new Date("2026-07-04T16:30:00Z") }).where(eq(directoryEntries.id, id));
    const text = (await (await download("church")).text()).replace(/^\uFEFF/, "");
    expect(text.split("\r\n").find((l) => l.startsWith("Hattie,Quarles,"))).toMatch(/,2026-07-04 12:30$/);
  });

  it("deletes after the confirmation, back on the same kind, and audits it", async () => {
    const id = await entry("Opal", "Kerr");
    const listed = await items("directory");
    expect(listed.map((i) => i.id)).toContain(id);
    const res = await site.admin.act(inbox, { path: "/admin/messages?kind=directory", role: "church", fields: { intent: "delete", kind: "directory", id: String(id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/messages?kind=directory&notice=deleted" });
    expect(await site.database.db.select().from(directoryEntries).where(eq(directoryEntries.id, id))).toHaveLength(0);
    expect(await items("directory")).toEqual(listed.filter((i) => i.id !== id));
    const [line] = await site.database.db.select().from(auditLog).where(and(eq(auditLog.action, "delete"), eq(auditLog.entityId, `directory:${id}`)));
    expect(line).toMatchObject({ entity: "messages", detail: "Directory entry from Opal Kerr" });
    const again = await site.admin.act(inbox, { path: "/admin/messages?kind=directory", role: "church", fields: { intent: "delete", kind: "directory", id: String(id) } });
    expect(again.status).toBe(404);
  });

  it("reads the list's place from the address (issue 33): the kind, the filter box, read or unread, the order and the page", async () => {
    const bake = await contact("Wren Halloway", "Could the youth group hold a bake sale in March?");
    await entry("Wren", "Halloway", { city: "Harpers Ferry" });
    const found = await page("contact&q=bake+sales&show=unread&sort=oldest&page=3");
    expect(found.data.place).toEqual({ q: "bake sales", sort: "oldest", filter: "unread", page: 3 });
    const list = found.data.list as { items: InboxItem[]; total: number; page: number };
    expect([list.items.map((i) => i.id), list.total, list.page]).toEqual([[bake], 1, 1]);
    const directory = (await page("directory&q=harpers+ferry")).data.list as { items: Extract<InboxItem, { kind: "directory" }>[] };
    expect(directory.items.map((d) => `${d.firstName} ${d.lastName}`)).toEqual(["Wren Halloway"]);
    // Unknown orders and filters fall back to the defaults.
    expect((await page("contact&sort=sideways&show=spam")).data.place).toMatchObject({ sort: "newest", filter: null, page: 1 });
  });

  it("after a delete, lands back on the same words, order and page of the list", async () => {
    const id = await contact("Cora Lindqvist", "About the bake sale tables.");
    const res = await site.admin.act(inbox, { path: "/admin/messages?kind=contact&q=bake+sale&sort=name&page=2", role: "church", fields: { intent: "delete", kind: "contact", id: String(id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/messages?kind=contact&q=bake+sale&sort=name&page=2&notice=deleted" });
  });

  it("lists staff notices the mailer gave up on and sends one again when asked, with an audit line", async () => {
    const { mailer } = site.admin.services;
    const failedNotices = async () => (await page()).data.failedNotices as { id: number; subject: string; reason: string }[];
    const before = await failedNotices();
    await mailer.queue({ to: "office@example.org", subject: "New message from Lost Notice", text: "x" }, { purpose: "notice" });
    const [queued] = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.subject, "New message from Lost Notice"));
    await site.database.db.update(outgoingMail).set({ failedAt: new Date("2026-11-21T14:00:00Z"), attempts: 12, lastError: "connect ECONNREFUSED" }).where(eq(outgoingMail.id, queued!.id));

    const shown = await failedNotices();
    expect(shown).toHaveLength(before.length + 1);
    expect(shown).toContainEqual(expect.objectContaining({ id: queued!.id, subject: "New message from Lost Notice", to: "office@example.org", reason: "connect ECONNREFUSED" }));

    const res = await site.admin.act(inbox, { path: "/admin/messages?kind=directory", role: "church", fields: { intent: "resend-notice", id: String(queued!.id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/messages?kind=directory&notice=resent" });
    const [after] = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.id, queued!.id));
    expect(after).toMatchObject({ failedAt: null, attempts: 0, lastError: null });
    expect(await failedNotices()).toEqual(before);
    const [line] = await site.database.db.select().from(auditLog).where(eq(auditLog.entityId, `notice:${queued!.id}`));
    expect(line).toMatchObject({ action: "update", entity: "messages", detail: "Sent a failed staff notice again" });
    // A notice that is not failed (or does not exist) cannot be sent again.
    expect((await site.admin.act(inbox, { path: "/admin/messages", role: "church", fields: { intent: "resend-notice", id: String(queued!.id) } })).status).toBe(404);
  });

  it("keeps out childcare staff, visitors and forms without the security token", async () => {
    const id = await contact("Vern Talley");
    expect(await site.admin.load(inbox, { path: "/admin/messages", role: "childcare" })).toMatchObject({ status: 302, location: "/" });
    expect((await site.admin.load(inbox, { path: "/admin/messages", role: null })).location).toMatch(/^\/login\?redirectTo=/);
    const childcare = await site.admin.act(inbox, { path: "/admin/messages", role: "childcare", fields: { intent: "read", kind: "contact", id: String(id) } });
    expect(childcare).toMatchObject({ status: 302, location: "/" });
    const forged = await site.admin.act(inbox, { path: "/admin/messages", role: "admin", fields: { intent: "delete", kind: "contact", id: String(id) }, csrf: "wrong" });
    expect(forged.status).toBe(403);
    const [row] = await site.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: "Vern Talley", readAt: null });
    const csvChildcare = await download("childcare").catch((thrown: unknown) => thrown as Response);
    expect(csvChildcare).toMatchObject({ status: 302 });
    expect(csvChildcare.headers.get("location")).toBe("/");
    const csvVisitor = await download(null).catch((thrown: unknown) => thrown as Response);
    expect(csvVisitor.headers.get("location")).toMatch(/^\/login\?redirectTo=%2Fadmin%2Fmessages%2Fdirectory\.csv/);
  });

  /** Runs the CSV resource route as `role`, answering its Response (thrown redirects are thrown). */
  async function download(role: Role | null): Promise<Response> {
    const auth = role ? { user: await site.admin.user(role), csrfToken: "t", signedInAt: new Date().toISOString(), sessionId: "s" } : null;
    const context = new RouterContextProvider();
    context.set(servicesContext, site.admin.services);
    context.set(requestContext, { nonce: "n", apiKey: "k", address: "198.51.100.7", auth });
    const url = new URL("https://church.example/admin/messages/directory.csv");
    return (await csvRoute.loader({ request: new Request(url), url, params: {}, context } as unknown as Parameters<typeof csvRoute.loader>[0])) as Response;
  }
});
