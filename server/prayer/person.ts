import { asc, eq } from "drizzle-orm";
import { OPEN_DAYS, type PrayerStatus, type PrayerVisibility, VISIBILITY_LABELS, type WallReview, contactDetailsIn, isNarrowing } from "../../shared/prayer.ts";
import type { PrayerUpdateInput } from "../../shared/schemas/prayer.ts";
import { type Changed, type Tx, changed } from "../admin/change.ts";
import type { Outcome, Refusal } from "../admin/outcome.ts";
import { WALL_TEXT_NEEDED } from "../../shared/schemas/forms.ts";
import { prayerEncouragements, prayerRequests } from "../db/schema.ts";
import { AREA, LINKS, LINK_GONE, type PrayerDeps, adminRequestUrl, dayOf, daysLater, queuePrayerMail, requestOfSubject } from "./deps.ts";
import { pastorNotice } from "./mails.ts";
import type { Pastors } from "./pastors.ts";

type Row = typeof prayerRequests.$inferSelect;

const TAKEN_DOWN: Refusal = { ok: false, status: 409, error: "You took this request down, so it can no longer be changed." };

/** The person's own request, as their private link shows it. */
export type PersonView = {
  name: string;
  message: string;
  visibility: PrayerVisibility;
  contactMe: boolean;
  status: PrayerStatus;
  /** The last day it is open (while open). */
  openUntil: string;
  wall: { name: string; text: string; review: WallReview | null; note: string | null } | null;
  prayers: { team: number; wall: number; total: number };
  encouragements: { fromName: string; message: string; sentOn: string }[];
  answeredOn: string | null;
  praise: { note: string; review: WallReview | null } | null;
};

/**
 * What the person who asked does through their private link (issue 36): see how many have prayed and
 * the words of encouragement relayed to them, change the request (who sees it may only narrow), mark it
 * answered with an optional word of praise for the wall, keep it open longer, or take it down at once.
 * Every change is a change of the prayer area, so the wall shows it on the next request.
 */
export function createPerson(deps: PrayerDeps, { pastors }: { pastors: Pastors }) {
  const { db, clock, change, links, timeZone, mailer, publicUrl } = deps;

  async function requestOf(token: string, tx: Pick<Tx, "select"> = db): Promise<Row | null> {
    const link = await links.open(token, LINKS.request.purpose, tx as Tx);
    const id = link ? requestOfSubject(link.subject) : null;
    if (id === null) return null;
    const [row] = await tx.select().from(prayerRequests).where(eq(prayerRequests.id, id));
    return row ?? null;
  }

  /** A change of the request the link opens; nothing when the link does not open one. */
  function withRequest<T>(token: string, work: (tx: Tx, row: Row) => Promise<Changed<T>>): Promise<Outcome<T>> {
    return change<T>(AREA, null, async (tx) => {
      const row = await requestOf(token, tx);
      return row ? work(tx, row) : LINK_GONE;
    });
  }

  const touched = () => ({ updatedAt: clock.now() });
  const refuse = (error: string, fields: Record<string, string>): Refusal => ({ ok: false, status: 400, error, fields });

  return {
    async view(token: string): Promise<PersonView | null> {
      const row = await requestOf(token);
      if (!row) return null;
      const words = await db
        .select()
        .from(prayerEncouragements)
        .where(eq(prayerEncouragements.requestId, row.id))
        .orderBy(asc(prayerEncouragements.createdAt), asc(prayerEncouragements.id));
      return {
        name: row.name,
        message: row.message,
        visibility: row.visibility,
        contactMe: row.contactMe,
        status: row.status,
        openUntil: dayOf(row.expiresAt, timeZone),
        wall: row.visibility === "wall" ? { name: row.wallName ?? "", text: row.wallText ?? "", review: row.wallReview, note: row.wallNote } : null,
        prayers: { team: row.teamPrayers, wall: row.wallPrayers, total: row.teamPrayers + row.wallPrayers },
        encouragements: words.map((w) => ({ fromName: w.fromName, message: w.message, sentOn: dayOf(w.createdAt, timeZone) })),
        answeredOn: row.answeredAt ? dayOf(row.answeredAt, timeZone) : null,
        praise: row.praiseNote ? { note: row.praiseNote, review: row.praiseReview } : null,
      };
    },

    /** Saves the person's changes; a new public version waits for staff again, and a new "contact me" reaches the pastors at once. */
    async update(token: string, input: PrayerUpdateInput): Promise<Outcome<{ id: number }>> {
      const outcome = await withRequest<{ id: number }>(token, async (tx, row) => {
        if (row.status === "withdrawn") return TAKEN_DOWN;
        if (!isNarrowing(row.visibility, input.visibility)) {
          return refuse("Who sees it can only be narrowed.", { visibility: `It was shared with ${VISIBILITY_LABELS[row.visibility].toLowerCase()}; you can narrow that, not widen it.` });
        }
        const wall = input.visibility === "wall";
        const newWallText = wall && (input.wallText !== (row.wallText ?? "") || input.wallName !== (row.wallName ?? ""));
        if (wall && !input.wallText) return refuse("Please correct the fields marked below.", { wallText: WALL_TEXT_NEEDED });
        const held = newWallText ? contactDetailsIn(input.wallText) : null;
        await tx
          .update(prayerRequests)
          .set({
            message: input.message,
            visibility: input.visibility,
            contactMe: input.contactMe,
            ...(newWallText ? { wallName: input.wallName || null, wallText: input.wallText, wallReview: held ? ("held" as const) : ("pending" as const), wallNote: held } : {}),
            ...touched(),
          })
          .where(eq(prayerRequests.id, row.id));
        if (input.contactMe && !row.contactMe) {
          const adminUrl = adminRequestUrl(publicUrl, row.id);
          for (const to of await pastors.addresses(tx)) {
            const notice = pastorNotice({ to, adminUrl }, { name: row.name, contact: row.contact, message: input.message, visibility: input.visibility, contactMe: true });
            await queuePrayerMail(deps, tx, notice, { purpose: "notice", recipient: "pastor", requestId: row.id });
          }
        }
        return changed({ id: row.id }, { action: "update", entityId: row.id, detail: `The person changed prayer request ${row.id}${newWallText ? " (a new public version waits for review)" : ""}` });
      });
      if (outcome.ok) mailer.wake();
      return outcome;
    },

    /** Answered: it closes and, when it was on the wall, moves to the answered prayers; a praise note waits for staff first. */
    async answered(token: string, praise: string): Promise<Outcome<{ id: number }>> {
      return withRequest(token, async (tx, row) => {
        if (row.status === "withdrawn") return TAKEN_DOWN;
        const now = clock.now();
        const held = praise ? contactDetailsIn(praise) : null;
        await tx
          .update(prayerRequests)
          .set({ status: "answered", answeredAt: row.answeredAt ?? now, closedAt: now, praiseNote: praise || null, praiseReview: praise ? (held ? "held" : "pending") : null, ...touched() })
          .where(eq(prayerRequests.id, row.id));
        return changed({ id: row.id }, { action: "update", entityId: row.id, detail: `The person marked prayer request ${row.id} answered${praise ? " with a praise note" : ""}` });
      });
    },

    /** Keeps it open for OPEN_DAYS from now (also after it closed by itself). */
    async renew(token: string): Promise<Outcome<{ id: number }>> {
      return withRequest(token, async (tx, row) => {
        if (row.status === "withdrawn" || row.status === "answered") return { ok: false, status: 409, error: "This request is answered or taken down, so it cannot be kept open." };
        await tx.update(prayerRequests).set({ status: "open", closedAt: null, expiresAt: daysLater(clock.now(), OPEN_DAYS), ...touched() }).where(eq(prayerRequests.id, row.id));
        return changed({ id: row.id }, { action: "update", entityId: row.id, detail: `The person kept prayer request ${row.id} open for ${OPEN_DAYS} more days` });
      });
    },

    /** Takes it down at once: off the wall and out of the team's e-mails from this moment. */
    async takeDown(token: string): Promise<Outcome<{ id: number }>> {
      return withRequest(token, async (tx, row) => {
        if (row.status !== "withdrawn") await tx.update(prayerRequests).set({ status: "withdrawn", closedAt: clock.now(), ...touched() }).where(eq(prayerRequests.id, row.id));
        return changed({ id: row.id }, { action: "update", entityId: row.id, detail: `The person took prayer request ${row.id} down` });
      });
    },
  };
}

export type Person = ReturnType<typeof createPerson>;
