import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { canEnterArea } from "../../shared/areas.ts";
import { ISSUE_SLUG } from "../../shared/newsletter.ts";
import type { NewsletterIssueInput } from "../../shared/schemas/admin/newsletter.ts";
import { type Change, type Tx, changed } from "../admin/change.ts";
import { notFound, staleEdit, versionOf } from "../admin/editing.ts";
import { type Outcome, type Refusal } from "../admin/outcome.ts";
import { type Clock } from "../clock/clock.ts";
import { calendarDate } from "../../shared/dates.ts";
import type { Db } from "../db/db.ts";
import { type DeliveryState, type IssueSection, type IssueStatus, newsletterDeliveries, newsletterIssues, users } from "../db/schema.ts";
import { sanitizeStoredHtml } from "../html/sanitize.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { PrivateLinks } from "../people/private-links.ts";
import { type DraftSources, draftSections } from "./draft.ts";
import type { NewsletterLists } from "./lists.ts";
import { RECIPIENT_TOKEN, renderIssueMail, shownSections, unsubscribeHeaders } from "./mail.ts";
import { type NewsletterSender, recipientsOf } from "./sender.ts";
import { PREFERENCES_PURPOSE } from "./subscriptions.ts";

export type DeliveryCounts = Record<DeliveryState, number>;
export type AdminIssue = {
  id: number;
  subject: string;
  status: IssueStatus;
  listKeys: string[];
  sections: IssueSection[];
  sendAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  slug: string | null;
  preparedFor: string | null;
  counts: DeliveryCounts;
  version: string;
};
export type PublicIssue = { slug: string; subject: string; sections: IssueSection[]; sentAt: Date };

const NO_COUNTS: DeliveryCounts = { queued: 0, sending: 0, sent: 0, failed: 0, interrupted: 0, skipped: 0 };
const wentOut: Refusal = { ok: false, status: 409, error: "This issue has already gone out: it stays as it was sent, in the archive." };

export type IssuesDeps = {
  db: Db;
  clock: Clock;
  change: Change;
  lists: NewsletterLists;
  sender: NewsletterSender;
  mailer: Mailer;
  links: PrivateLinks;
  sources: DraftSources;
  publicUrl: string;
  timeZone: string;
  church: () => Promise<{ name: string; shortName: string; postalAddress: string }>;
};

/**
 * The staff's issues (issue 37): a new one is a draft filled from what the site has published; staff
 * edit it, preview it, send a test to themselves, then send it now or schedule it (a job finds the
 * issues due, as scheduled publishing does). Once it goes out it is frozen and becomes its archive page.
 */
export function createIssues({ db, clock, change, lists, sender, mailer, links, sources, publicUrl, timeZone, church }: IssuesDeps) {
  async function countsOf(ids: number[]): Promise<Map<number, DeliveryCounts>> {
    const map = new Map<number, DeliveryCounts>();
    if (!ids.length) return map;
    const rows = await db
      .select({ issueId: newsletterDeliveries.issueId, state: newsletterDeliveries.state, count: sql<number>`count(*)::int` })
      .from(newsletterDeliveries)
      .where(inArray(newsletterDeliveries.issueId, ids))
      .groupBy(newsletterDeliveries.issueId, newsletterDeliveries.state);
    for (const row of rows) map.set(row.issueId, { ...(map.get(row.issueId) ?? NO_COUNTS), [row.state]: row.count });
    return map;
  }

  const toAdmin = (row: typeof newsletterIssues.$inferSelect, counts: DeliveryCounts): AdminIssue => ({
    id: row.id,
    subject: row.subject,
    status: row.status,
    listKeys: row.listKeys,
    sections: row.sections,
    sendAt: row.sendAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    slug: row.slug,
    preparedFor: row.preparedFor,
    counts,
    version: versionOf(row.updatedAt),
  });

  /** The issue's e-mail, with RECIPIENT_TOKEN where each recipient's own link goes. */
  type Church = Awaited<ReturnType<IssuesDeps["church"]>>;
  /** Inside a change, pass its transaction and the church read before it (PGlite has one connection). */
  async function render(issue: { subject: string; sections: IssueSection[]; listKeys: readonly string[] }, archivePath: string | null, inChange?: { tx: Tx; place: Church }) {
    const { name, postalAddress } = inChange?.place ?? (await church());
    const reader = inChange?.tx ?? db;
    const listNames = (await lists.byKeys(issue.listKeys, reader)).map((l) => l.name);
    return renderIssueMail({ churchName: name, postalAddress, publicUrl, subject: issue.subject, sections: issue.sections, listNames, archivePath });
  }

  /** The issue locked for a change, refused when someone saved it since `version` or it has gone out. */
  async function editable(tx: Tx, id: number, version: string): Promise<typeof newsletterIssues.$inferSelect | Refusal> {
    const [row] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
    if (!row) return notFound("issue");
    if (row.status === "sending" || row.status === "sent") return wentOut;
    if (versionOf(row.updatedAt) !== version) return staleEdit("issue");
    return row;
  }
  const bump = () => sql`greatest(${clock.now().toISOString()}::timestamptz, ${newsletterIssues.updatedAt} + interval '1 millisecond')`;

  async function newDraft(actor: number | null, preparedFor: string | null): Promise<Outcome> {
    const [sections, settings, { shortName }] = await Promise.all([draftSections(sources), lists.settings(), church()]);
    const existing = new Set((await lists.all()).map((l) => l.key));
    const today = sources.today();
    const subject = `${shortName}: the week of ${new Date(`${today}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })}`;
    return change("newsletter", actor, async (tx) => {
      const [row] = await tx
        .insert(newsletterIssues)
        .values({ subject, sections, listKeys: settings.defaultListKeys.filter((k) => existing.has(k)), preparedFor, createdBy: actor, createdAt: clock.now(), updatedAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: newsletterIssues.id });
      if (!row) return { ok: false, status: 409, error: "This week's draft was already prepared." };
      return changed({ id: row.id }, { action: "create", entityId: row.id, detail: preparedFor ? `Weekly draft prepared: ${subject}` : subject });
    });
  }

  /** Starts a locked issue going out as `actor`; refused when its lists have nobody on them. */
  async function goOut(tx: Tx, row: typeof newsletterIssues.$inferSelect, actor: number | null, place: Church) {
    if ((await recipientsOf(tx, row.listKeys)).length === 0) return { ok: false as const, status: 409 as const, error: "Nobody is subscribed to the lists this issue goes to, so there is no one to send it to." };
    const { slug, recipients } = await sender.startSending(tx, { id: row.id, listKeys: row.listKeys, render: (archivePath) => render(row, archivePath, { tx, place }) });
    await tx.update(newsletterIssues).set({ sentBy: actor }).where(eq(newsletterIssues.id, row.id));
    return changed({ slug, recipients }, { action: "send", entityId: row.id, detail: `${row.subject}: going out to ${recipients} address${recipients === 1 ? "" : "es"}` });
  }

  return {
    render,
    async adminList(): Promise<AdminIssue[]> {
      const rows = await db.select().from(newsletterIssues).orderBy(sql`${newsletterIssues.status} in ('draft', 'scheduled') desc`, desc(sql`coalesce(${newsletterIssues.startedAt}, ${newsletterIssues.createdAt})`), desc(newsletterIssues.id));
      const counts = await countsOf(rows.map((r) => r.id));
      return rows.map((row) => toAdmin(row, counts.get(row.id) ?? NO_COUNTS));
    },
    async adminGet(id: number): Promise<AdminIssue | null> {
      const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
      return row ? toAdmin(row, (await countsOf([id])).get(id) ?? NO_COUNTS) : null;
    },
    /** "New issue": a draft filled from what is published now. */
    createDraft: (actor: number) => newDraft(actor, null),
    async update({ id, input, version, actor }: { id: number; input: NewsletterIssueInput; version: string; actor: number }): Promise<Outcome> {
      const known = new Set((await lists.all()).map((l) => l.key));
      if (input.lists.some((key) => !known.has(key))) return { ok: false, status: 400, error: "That list does not exist. Please reload the page.", fields: { lists: "That list does not exist." } };
      return change("newsletter", actor, async (tx) => {
        const row = await editable(tx, id, version);
        if ("ok" in row) return row;
        const sections = input.sections.map((s) => ({ ...s, html: sanitizeStoredHtml(s.html) }));
        await tx.update(newsletterIssues).set({ subject: input.subject, listKeys: input.lists, sections, updatedAt: bump() }).where(eq(newsletterIssues.id, id));
        return changed({ id }, { action: "update", entityId: id, detail: input.subject });
      });
    },
    async remove(id: number, actor: number): Promise<Outcome> {
      return change("newsletter", actor, async (tx) => {
        const [row] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
        if (!row) return notFound("issue");
        if (row.status === "sending" || row.status === "sent") return wentOut;
        await tx.delete(newsletterIssues).where(eq(newsletterIssues.id, id));
        return changed({ id }, { action: "delete", entityId: id, detail: row.subject });
      });
    },
    /** The e-mail as a recipient will see it (links to the preferences page say "preview"). */
    async preview(id: number): Promise<{ html: string; text: string } | null> {
      const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
      if (!row) return null;
      const mail = row.mailHtml && row.mailText ? { html: row.mailHtml, text: row.mailText } : await render(row, null);
      return { html: mail.html.replaceAll(RECIPIENT_TOKEN, "preview"), text: mail.text.replaceAll(RECIPIENT_TOKEN, "preview") };
    },
    /** A test copy to the member of staff's own address (its links are real ones for that address). */
    async sendTest(id: number, actor: number): Promise<Outcome<{ to: string }>> {
      const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
      if (!row) return notFound("issue");
      const [staff] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor));
      if (!staff?.email) return { ok: false, status: 400, error: "Your account has no e-mail address to send the test to. Add one under My account, then try again." };
      const mail = await render(row, row.slug ? `/newsletter/${row.slug}` : null);
      const token = await links.issue({ purpose: PREFERENCES_PURPOSE, subject: "newsletter-subscriber:0", email: staff.email, ttlMs: 7 * 24 * 60 * 60_000 });
      await mailer.queue(
        { to: staff.email, subject: `[Test] ${row.subject}`, html: mail.html.replaceAll(RECIPIENT_TOKEN, token), text: mail.text.replaceAll(RECIPIENT_TOKEN, token), headers: unsubscribeHeaders(publicUrl, token) },
        { purpose: "newsletter" },
      );
      return { ok: true, value: { to: staff.email } };
    },
    async sendNow({ id, version, actor }: { id: number; version: string; actor: number }): Promise<Outcome<{ slug: string; recipients: number }>> {
      const place = await church();
      const outcome = await change("newsletter", actor, async (tx) => {
        const row = await editable(tx, id, version);
        return "ok" in row ? row : goOut(tx, row, actor, place);
      });
      if (outcome.ok) sender.wake();
      return outcome;
    },
    async schedule({ id, version, at, actor }: { id: number; version: string; at: Date; actor: number }): Promise<Outcome> {
      if (at.getTime() <= clock.now().getTime()) return { ok: false, status: 400, error: "Please choose a moment in the future, or press Send now.", fields: { sendAt: "Please choose a moment in the future." } };
      return change("newsletter", actor, async (tx) => {
        const row = await editable(tx, id, version);
        if ("ok" in row) return row;
        await tx.update(newsletterIssues).set({ status: "scheduled", sendAt: at, sentBy: actor, updatedAt: bump() }).where(eq(newsletterIssues.id, id));
        return changed({ id }, { action: "schedule", entityId: id, detail: `${row.subject}: to go out ${at.toISOString()}` });
      });
    },
    async unschedule({ id, version, actor }: { id: number; version: string; actor: number }): Promise<Outcome> {
      return change("newsletter", actor, async (tx) => {
        const row = await editable(tx, id, version);
        if ("ok" in row) return row;
        await tx.update(newsletterIssues).set({ status: "draft", sendAt: null, updatedAt: bump() }).where(eq(newsletterIssues.id, id));
        return changed({ id }, { action: "unschedule", entityId: id, detail: row.subject });
      });
    },
    /**
     * Starts every scheduled issue whose moment has come (the scheduled-publishing job, every instance;
     * each goes out once). It goes out as the one who scheduled it: if their account is gone, disabled,
     * or may no longer enter the newsletter area, it goes back to being a draft, with an audit line.
     */
    async sendScheduled(): Promise<number> {
      let started = 0;
      for (;;) {
        const [due] = await db.select({ id: newsletterIssues.id }).from(newsletterIssues).where(and(eq(newsletterIssues.status, "scheduled"), lte(newsletterIssues.sendAt, clock.now()))).orderBy(asc(newsletterIssues.sendAt)).limit(1);
        if (!due) break;
        const place = await church();
        const outcome = await change("newsletter", null, async (tx) => {
          const [row] = await tx.select().from(newsletterIssues).where(and(eq(newsletterIssues.id, due.id), eq(newsletterIssues.status, "scheduled"))).for("update", { skipLocked: true });
          if (!row) return changed(null);
          const [author] = row.sentBy === null ? [] : await tx.select({ role: users.role, disabled: users.disabled }).from(users).where(eq(users.id, row.sentBy)).for("share");
          if (!author || author.disabled || !canEnterArea(author.role, "newsletter")) {
            await tx.update(newsletterIssues).set({ status: "draft", sendAt: null, updatedAt: bump() }).where(eq(newsletterIssues.id, row.id));
            return changed(null, { action: "schedule-refused", entityId: row.id, detail: `${row.subject}: not sent, the account that scheduled it may no longer send it` });
          }
          const out = await goOut(tx, row, row.sentBy, place);
          if (!out.ok) {
            await tx.update(newsletterIssues).set({ status: "draft", sendAt: null, updatedAt: bump() }).where(eq(newsletterIssues.id, row.id));
            return changed(null, { action: "schedule-refused", entityId: row.id, detail: `${row.subject}: ${out.error}` });
          }
          return out;
        });
        // Another instance holds it (it is starting it now): it is theirs.
        if (!outcome.ok || outcome.value === null) break;
        if ("slug" in outcome.value) started++;
      }
      if (started) sender.wake();
      return started;
    },
    /** On the chosen weekday, a draft for staff to check (once a day, whichever instance comes first). */
    async prepareWeekly(): Promise<number | null> {
      const { draftWeekday } = await lists.settings();
      const today = calendarDate(clock.now(), timeZone);
      if (draftWeekday === null || new Date(`${today}T12:00:00Z`).getUTCDay() !== draftWeekday) return null;
      const [already] = await db.select({ id: newsletterIssues.id }).from(newsletterIssues).where(eq(newsletterIssues.preparedFor, today));
      if (already) return null;
      const outcome = await newDraft(null, today);
      return outcome.ok ? outcome.value.id : null;
    },
    /** Issues that went out, newest first: the archive on /newsletter. */
    async archive(): Promise<Array<{ slug: string; subject: string; sentAt: Date }>> {
      const rows = await db
        .select({ slug: newsletterIssues.slug, subject: newsletterIssues.subject, sentAt: newsletterIssues.startedAt })
        .from(newsletterIssues)
        .where(and(isNotNull(newsletterIssues.slug), inArray(newsletterIssues.status, ["sending", "sent"])))
        .orderBy(desc(newsletterIssues.startedAt), desc(newsletterIssues.id));
      return rows.map((r) => ({ slug: r.slug!, subject: r.subject, sentAt: r.sentAt! }));
    },
    /** One sent issue's page, by its date. */
    async publicIssue(slug: string): Promise<PublicIssue | null> {
      if (!ISSUE_SLUG.test(slug)) return null;
      const [row] = await db.select().from(newsletterIssues).where(and(eq(newsletterIssues.slug, slug), inArray(newsletterIssues.status, ["sending", "sent"])));
      if (!row) return null;
      return { slug, subject: row.subject, sentAt: row.startedAt!, sections: shownSections(row.sections).map((s) => ({ ...s, html: sanitizeStoredHtml(s.html) })) };
    },
  };
}

export type Issues = ReturnType<typeof createIssues>;
