import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outgoingMail, registrations } from "../../../server/db/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/database.ts";
import { adminTestSite } from "../../testing/admin-route.ts";
import { renderPage } from "../../testing/render-route.tsx";
import { eventSchema } from "../../../shared/schemas/admin/events.ts";
import * as checkIn from "../admin/registrations/check-in.tsx";
import * as csv from "../admin/registrations/csv.ts";
import * as datePage from "../admin/registrations/date.tsx";
import * as settings from "../admin/registrations/settings.tsx";
import * as sheet from "../admin/registrations/sign-in-sheet.tsx";
import * as eventPage from "./event.tsx";
import * as register from "./event-register.tsx";
import * as confirm from "./registration-confirm.tsx";
import * as manage from "./registration.tsx";

const ROOT = { publicUrl: "https://church.example", timeZone: "America/New_York", nonce: "n", apiKey: "k", captcha: { provider: "altcha", challengeUrl: "/api/captcha/challenge" } };

/** Issue 34 through the route modules: the public pages without JavaScript, and the staff's pages. */
describe.each(testDatabaseKinds)("sign-up pages on %s", (kind) => {
  const site = adminTestSite(kind);

  async function workday() {
    const { services } = site.admin;
    const actor = await site.admin.user("church");
    const created = await services.events.create(
      eventSchema.parse({ title: "Spring Workday", timeZone: "America/New_York", status: "published", description: "", startDate: "2026-12-05", startTime: "09:00", endTime: "12:00", "category:adults": "on" }),
      actor.id,
      "church",
    );
    if (!created.ok) throw new Error(created.error);
    return created.value;
  }

  async function publicPage(module: Parameters<typeof site.admin.load>[0] & { default: (props: never) => React.ReactNode }, path: string, params: Record<string, string>, actionData?: unknown) {
    const loaded = await site.admin.load(module, { path, params, role: null });
    return { status: loaded.status, html: loaded.status === 200 ? renderPage(module, { path, params, loaderData: loaded.data, actionData, rootData: ROOT }).replaceAll("<!-- -->", "") : "" };
  }

  it("turns registration on, shows places in counts only on the server-rendered page, and registers without JavaScript through an e-mail check", async () => {
    const event = await workday();
    const params = { eventId: String(event.id) };
    const saved = await site.admin.act(settings, { path: `/admin/registrations/${event.id}`, params, role: "church", fields: { intent: "save", enabled: "on", scope: "all", capacity: "3", maxAdults: "2", maxChildren: "0", opens: "", closes: "", "q0.label": "T-shirt size", "q0.kind": "one", "q0.options": "S\nM\nL", "q0.required": "on", confirmationMessage: "Wear old clothes." } });
    expect(saved).toMatchObject({ status: 302, location: "/admin/registrations?notice=saved" });
    const refused = await site.admin.act(settings, { path: `/admin/registrations/${event.id}`, params, role: "church", fields: { intent: "save", capacity: "many", maxAdults: "0", maxChildren: "0", "q0.label": "Pick", "q0.kind": "one", "q0.options": "only one" } });
    expect(refused).toMatchObject({ status: 400, data: { fields: { capacity: expect.stringContaining("whole number"), maxAdults: "Allow at least one adult or one child on a registration.", "q0.options": "Please give at least two choices, one a line." } } });

    let page = await publicPage(eventPage, `/events/${event.slug}`, { slug: event.slug });
    expect(page.html).toContain("3 places left");
    expect(page.html).toContain(`action="/events/${event.slug}/register"`);
    expect(page.html).toContain('method="post"');

    // A browser without JavaScript sends no captcha answer: the registration waits for its e-mail check.
    const form = new FormData();
    for (const [name, value] of Object.entries({ date: "2026-12-05", name: "Ruth Alden", email: "ruth@example.org", adults: "2", children: "0" })) form.set(name, value);
    const [size] = (await site.admin.services.registrations.contexts.byId(event.id))!.form!.questions;
    form.set(`answers.${size!.id}`, "M");
    const url = new URL(`https://church.example/events/${event.slug}/register`);
    const sent = await register.action({ request: new Request(url, { method: "POST", body: form }), params: { slug: event.slug }, context: await site.admin.context(null), url } as never);
    expect(sent).toMatchObject({ data: { done: { heading: "Please check your e-mail" } } });
    const [check] = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.to, "ruth@example.org"));
    expect(check!.subject).toBe("Please confirm your registration: Spring Workday on Saturday, December 5");
    const token = /registration\/confirm\?token=([\w-]+)/.exec(check!.text)![1]!;
    page = await publicPage(eventPage, `/events/${event.slug}`, { slug: event.slug });
    expect(page.html).toContain("3 places left");

    const confirmed = await site.admin.act(confirm, { path: `/registration/confirm?token=${token}`, role: null });
    expect(confirmed.data).toMatchObject({ done: "You are registered for Spring Workday. We have e-mailed you the details and a link to change or cancel." });
    expect((await site.admin.act(confirm, { path: `/registration/confirm?token=${token}`, role: null })).status).toBe(404);
    page = await publicPage(eventPage, `/events/${event.slug}`, { slug: event.slug });
    expect(page.html).toContain("1 place left");
    expect(page.html).not.toContain("Ruth");

    // A party over the limit, and a missing required answer: field messages, the typed values kept.
    const bad = new FormData();
    for (const [name, value] of Object.entries({ date: "2026-12-05", name: "Joel Price", email: "joel@example.org", adults: "3", children: "0" })) bad.set(name, value);
    const answer = await register.action({ request: new Request(url, { method: "POST", body: bad }), params: { slug: event.slug }, context: await site.admin.context(null), url } as never);
    expect(answer).toMatchObject({ init: { status: 409 }, data: { fields: { adults: "At most 2 adults can come on one registration.", [`answers.${size!.id}`]: "Please answer this question." } } });
    const redrawn = await publicPage(register, `/events/${event.slug}/register`, { slug: event.slug }, (answer as { data: unknown }).data);
    expect(redrawn.html).toContain("At most 2 adults can come on one registration.");
    expect(redrawn.html).toContain('value="Joel Price"');

    // The manage link from the confirmation e-mail; a wrong token reads like an unknown one.
    const mails = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.to, "ruth@example.org")).orderBy(asc(outgoingMail.id));
    const manageToken = /registration\?token=([\w-]+)/.exec(mails.at(-1)!.text)![1]!;
    const mine = await publicPage(manage, `/registration?token=${manageToken}`, {});
    expect(mine.html).toContain("Confirmed");
    const wrong = await site.admin.load(manage, { path: `/registration?token=${manageToken.slice(0, -3)}abc`, role: null });
    const unknown = await site.admin.load(manage, { path: "/registration?token=nothing", role: null });
    expect(wrong).toMatchObject({ status: 404, data: { failed: expect.stringContaining("This link does not open a registration.") } });
    expect(wrong.data).toEqual(unknown.data);
    const changed = await site.admin.act(manage, { path: `/registration?token=${manageToken}`, role: null, fields: { intent: "change", adults: "1", children: "0", [`answers.${size!.id}`]: "L" } });
    expect(changed.data).toMatchObject({ done: "Your registration is changed. We have e-mailed you the new details." });
    expect((await site.database.db.select().from(registrations).where(eq(registrations.email, "ruth@example.org")))[0]).toMatchObject({ adults: 1, answers: { [size!.id]: "L" } });
  }, 90_000);

  it("gives staff the date's list with totals, a phone registration, check-in ticks, the CSV and the sign-in sheet, each change in the audit log; other calendars' staff are refused", async () => {
    const event = await workday();
    await site.admin.act(settings, { path: `/admin/registrations/${event.id}`, params: { eventId: String(event.id) }, role: "church", fields: { intent: "save", enabled: "on", scope: "all", capacity: "2", maxAdults: "2", maxChildren: "2", opens: "", closes: "" } });
    const params = { eventId: String(event.id), date: "2026-12-05" };
    const path = `/admin/registrations/${event.id}/2026-12-05`;
    expect(await site.admin.act(datePage, { path, params, role: "church", fields: { intent: "add", name: "=cmd|' /C calc'!A0", phone: "+1 919 555 0100", adults: "1", children: "0" } })).toMatchObject({ status: 302 });
    expect(await site.admin.act(datePage, { path, params, role: "church", fields: { intent: "add", name: "Hannah Cole", email: "hannah@example.org", adults: "2", children: "0" } })).toMatchObject({ status: 302 });
    const list = (await site.admin.render(datePage, { path, params, role: "church" })).replaceAll("<!-- -->", "");
    expect(list).toContain("1 coming of 2 places");
    expect(list).toContain("Waitlist 1");
    const rows = await site.database.db.select().from(registrations);
    const first = rows.find((r) => r.phone === "+1 919 555 0100");
    const second = rows.find((r) => r.name === "Hannah Cole");
    expect(await site.admin.act(checkIn, { path: `${path}/check-in`, params, role: "church", fields: { id: String(first!.id), person: "a1", here: "yes" } })).toMatchObject({ status: 200 });
    expect(await site.admin.render(checkIn, { path: `${path}/check-in`, params, role: "church" })).toContain('aria-pressed="true"');
    expect(await site.admin.act(datePage, { path, params, role: "church", fields: { intent: "promote", id: String(second!.id) } })).toMatchObject({ status: 302 });

    const download = await site.admin.load(csv, { path: `${path}/registrations.csv`, params, role: "church" });
    expect(download.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(download.headers.get("cache-control")).toBe("no-store");
    const response = (await csv.loader({ request: new Request(`https://church.example${path}/registrations.csv`), url: new URL(`https://church.example${path}/registrations.csv`), params, context: await site.admin.context("church") } as never)) as Response;
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain(",'=cmd|' /C calc'!A0,");
    expect(text).toContain("'+1 919 555 0100");
    expect(await site.admin.render(sheet, { path: `${path}/sign-in-sheet`, params, role: "church" })).toContain("Hannah Cole");

    const lines = (await site.database.db.select().from(auditLog).where(eq(auditLog.entity, "registrations"))).map((l) => l.action);
    expect(lines).toEqual(expect.arrayContaining(["create", "check-in", "promote", "export"]));
    expect((await site.admin.load(datePage, { path, params, role: "childcare" })).status).toBe(403);
  });

});
