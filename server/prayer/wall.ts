import { createHash } from "node:crypto";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { ANONYMOUS, ANSWERED_SHOWN_DAYS, contactDetailsIn } from "../../shared/prayer.ts";
import { type Actor, changed } from "../admin/change.ts";
import { nextVersion, notFound, staleEdit, stillAt } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { prayerRequests } from "../db/schema.ts";
import { AREA, type PrayerDeps, dayOf, daysLater } from "./deps.ts";

export type WallItem = { id: number; name: string; text: string; askedOn: string; askedAt: string; prayers: number };
export type AnsweredItem = { id: number; name: string; text: string; answeredOn: string; answeredAt: string; praise: string | null };

/** The wall keeps a page short: the newest open requests and answered prayers (a church's wall holds tens). */
const WALL_MOST = 100;
const ANSWERED_MOST = 30;

/** "I prayed for this": once a day per visitor (by address) and request, and at most 30 an hour per address. */
export const ONCE_A_DAY = { limit: 1, windowMs: 24 * 60 * 60_000 };
export const WALL_PRAYERS_AN_HOUR = { limit: 30, windowMs: 60 * 60_000 };

/** Addresses are kept hashed in the rate-limit keys: the database never says who prayed for whom. */
const hashed = (address: string) => createHash("sha256").update(address).digest("hex").slice(0, 24);

/** On the wall: the person chose it, staff approved the public version, and it is open. */
const onTheWall = () => and(eq(prayerRequests.visibility, "wall"), eq(prayerRequests.wallReview, "approved"));

export type PrayedAnswer = { counted: boolean; prayers: number; message: string };

/**
 * The public prayer wall at /prayer-wall (issue 36): only public versions a member of staff approved,
 * newest first; each leaves the wall when its request closes (30 days unless renewed); answered prayers
 * have their own section. Its one write by visitors, "I prayed for this", is a change of the prayer
 * area, so the cached wall shows the new count at once.
 */
export function createWall(deps: PrayerDeps) {
  const { db, clock, change, limiter, timeZone } = deps;

  return {
    async publicView(): Promise<{ open: WallItem[]; answered: AnsweredItem[] }> {
      const now = clock.now();
      const [open, answered] = await Promise.all([
        db
          .select()
          .from(prayerRequests)
          .where(and(onTheWall(), eq(prayerRequests.status, "open"), gt(prayerRequests.expiresAt, now)))
          .orderBy(desc(prayerRequests.createdAt), desc(prayerRequests.id))
          .limit(WALL_MOST),
        db
          .select()
          .from(prayerRequests)
          .where(and(onTheWall(), eq(prayerRequests.status, "answered"), gt(prayerRequests.answeredAt, daysLater(now, -ANSWERED_SHOWN_DAYS))))
          .orderBy(desc(prayerRequests.answeredAt), desc(prayerRequests.id))
          .limit(ANSWERED_MOST),
      ]);
      return {
        open: open.map((r) => ({ id: r.id, name: r.wallName || ANONYMOUS, text: r.wallText ?? "", askedOn: dayOf(r.createdAt, timeZone), askedAt: r.createdAt.toISOString(), prayers: r.teamPrayers + r.wallPrayers })),
        answered: answered.map((r) => ({
          id: r.id,
          name: r.wallName || ANONYMOUS,
          text: r.wallText ?? "",
          answeredOn: dayOf(r.answeredAt!, timeZone),
          answeredAt: r.answeredAt!.toISOString(),
          praise: r.praiseReview === "approved" ? r.praiseNote : null,
        })),
      };
    },

    /** A visitor's "I prayed for this" (no sign-in): counted once a day per address, and only for a request on the wall. */
    async prayFor({ id, address }: { id: number; address: string }): Promise<Outcome<PrayedAnswer>> {
      const who = hashed(address);
      const hourly = await limiter.hit(`prayer-wall:${who}`, WALL_PRAYERS_AN_HOUR);
      if (!hourly.allowed) return { ok: false, status: 409, error: "Thank you for praying. You have pressed “I prayed for this” many times in the last hour; please try again later." };
      const daily = await limiter.hit(`prayer-wall:${who}:${id}`, ONCE_A_DAY);
      return change(AREA, null, async (tx) => {
        const counted = daily.allowed;
        const [row] = await tx
          .update(prayerRequests)
          .set({ wallPrayers: sql`${prayerRequests.wallPrayers} + ${counted ? 1 : 0}` })
          .where(and(eq(prayerRequests.id, id), onTheWall(), eq(prayerRequests.status, "open"), gt(prayerRequests.expiresAt, clock.now())))
          .returning({ prayers: sql<number>`${prayerRequests.teamPrayers} + ${prayerRequests.wallPrayers}` });
        if (!row) return { ok: false, status: 404, error: "That prayer request is no longer on the wall." };
        const message = counted ? "Thank you for praying." : "Thank you for praying. Your prayer for this request was counted today already.";
        return changed({ counted, prayers: Number(row.prayers), message }, ...(counted ? [{ action: "update", entityId: id, detail: `A visitor prayed for prayer request ${id} on the wall` }] : []));
      });
    },

    /**
     * Staff approve the public version (as it stands, or as they correct it) or decline it. A text that
     * still holds contact details is not approved: the wall never shows an address or a phone number.
     */
    async review({ id, approve, wallName, wallText, version, actor }: { id: number; approve: boolean; wallName: string; wallText: string; version: string; actor: Actor }): Promise<Outcome> {
      if (approve) {
        const held = contactDetailsIn(wallText);
        if (held) return { ok: false, status: 400, error: "Please take the contact details out first.", fields: { wallText: `${held} Take it out before approving.` } };
        if (!wallText) return { ok: false, status: 400, error: "Please write the public version first.", fields: { wallText: "The public version cannot be empty." } };
      }
      return change(AREA, actor, async (tx) => {
        const [request] = await tx.select({ visibility: prayerRequests.visibility }).from(prayerRequests).where(eq(prayerRequests.id, id));
        if (!request || request.visibility !== "wall") return notFound("prayer request");
        const [updated] = await tx
          .update(prayerRequests)
          .set({
            ...(approve ? { wallName: wallName || null, wallText, wallReview: "approved" as const, wallNote: null, wallApprovedAt: clock.now(), wallApprovedBy: actor } : { wallReview: "declined" as const }),
            updatedAt: nextVersion(prayerRequests.updatedAt, clock.now()),
          })
          .where(and(eq(prayerRequests.id, id), stillAt(prayerRequests.updatedAt, version)))
          .returning({ id: prayerRequests.id });
        if (!updated) return staleEdit("prayer request");
        return changed({ id }, { action: "update", entityId: id, detail: `Public version of prayer request ${id} ${approve ? "approved for" : "declined for"} the prayer wall` });
      });
    },

    /** Staff approve or decline the praise note of an answered prayer (held like the public version when it holds contact details). */
    async reviewPraise({ id, approve, actor }: { id: number; approve: boolean; actor: Actor }): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const [request] = await tx.select({ praiseNote: prayerRequests.praiseNote }).from(prayerRequests).where(and(eq(prayerRequests.id, id), eq(prayerRequests.visibility, "wall"), inArray(prayerRequests.praiseReview, ["pending", "held", "approved", "declined"])));
        if (!request?.praiseNote) return notFound("praise note");
        if (approve && contactDetailsIn(request.praiseNote)) return { ok: false, status: 400, error: "The praise note holds contact details, so it cannot go on the wall. Decline it instead." };
        await tx.update(prayerRequests).set({ praiseReview: approve ? "approved" : "declined" }).where(eq(prayerRequests.id, id));
        return changed({ id }, { action: "update", entityId: id, detail: `Praise note of prayer request ${id} ${approve ? "approved for" : "declined for"} the prayer wall` });
      });
    },
  };
}

export type Wall = ReturnType<typeof createWall>;
