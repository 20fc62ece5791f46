import { OPEN_DAYS, VISIBILITY_LABELS, contactDetailsIn, emailOf } from "../../shared/prayer.ts";
import type { prayerRequestSchema } from "../../shared/schemas/forms.ts";
import type { z } from "zod";
import { changed } from "../admin/change.ts";
import { prayerRequests } from "../db/schema.ts";
import { AREA, type PrayerDeps, adminRequestUrl, daysLater, linkTo, queuePrayerMail, subjects } from "./deps.ts";
import { pastorNotice, requestReceived, staffNotice } from "./mails.ts";
import type { Pastors } from "./pastors.ts";
import type { TeamSending } from "./team-sending.ts";

/** What the public form (and the spec's API, without issue 36's fields) sends, once checked. */
export type PrayerRequestInput = Omit<z.output<typeof prayerRequestSchema>, "recaptchaToken" | "website">;

/**
 * A visitor's prayer request (POST /api/prayer-request): stored with every e-mail it causes in one change,
 * so a mail server that is down delays them and loses nothing. The person is sent their private link (when
 * they gave an e-mail address); the pastors are told at once of a pastor-only or contact-me request; team
 * members who take each request as it arrives are sent a team request; the staff's notice address hears
 * that one came in, never its words.
 */
export function createSubmit(deps: PrayerDeps, { pastors, team }: { pastors: Pastors; team: TeamSending }) {
  const { clock, change, mailer, publicUrl, notifyEmail } = deps;

  return async function submit(input: PrayerRequestInput): Promise<number> {
    // Read before the transaction: on one connection (PGlite) a read outside it would wait for it.
    const church = await deps.church();
    const outcome = await change(AREA, null, async (tx) => {
      const now = clock.now();
      const wall = input.visibility === "wall";
      const held = wall ? contactDetailsIn(input.wallText) : null;
      const [request] = await tx
        .insert(prayerRequests)
        .values({
          name: input.name,
          contact: input.contact,
          message: input.message,
          visibility: input.visibility,
          contactMe: input.contactMe,
          email: emailOf(input.contact),
          wallName: wall ? input.wallName || null : null,
          wallText: wall ? input.wallText : null,
          wallReview: wall ? (held ? "held" : "pending") : null,
          wallNote: held,
          expiresAt: daysLater(now, OPEN_DAYS),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const id = request!.id;
      const adminUrl = adminRequestUrl(publicUrl, id);
      if (request!.email) {
        const manageUrl = await linkTo(deps, tx, { page: "request", subject: subjects.request(id), email: request!.email });
        const message = await requestReceived(church, { to: request!.email, name: input.name, visibility: input.visibility, contactMe: input.contactMe, manageUrl });
        await queuePrayerMail(deps, tx, message, { purpose: "person", recipient: "person", requestId: id });
      }
      const toPastors = input.visibility === "pastors" || input.contactMe ? await pastors.addresses(tx) : [];
      for (const to of toPastors) {
        await queuePrayerMail(deps, tx, pastorNotice({ to, adminUrl }, input), { purpose: "notice", recipient: "pastor", requestId: id });
      }
      const noPastor = input.visibility === "pastors" && toPastors.length === 0;
      if (notifyEmail && (input.visibility !== "pastors" || noPastor)) {
        const notice = staffNotice({ to: notifyEmail, name: input.name, visibility: input.visibility, wallWaiting: wall, noPastor, adminUrl });
        await queuePrayerMail(deps, tx, notice, { purpose: "notice", recipient: "staff", requestId: id });
      }
      if (input.visibility !== "pastors") await team.sendAsItArrives(tx, request!, church);
      // The audit line says what kind of request came in, never who sent it or what it says.
      return changed(id, { action: "create", entityId: id, detail: `Prayer request received (${VISIBILITY_LABELS[input.visibility]}${input.contactMe ? "; please contact" : ""})` });
    });
    if (!outcome.ok) throw new Error(outcome.error);
    mailer.wake();
    return outcome.value;
  };
}
