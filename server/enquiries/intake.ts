/**
 * A family's enquiry arriving from the public form. With the captcha solved it joins its room's waiting
 * list at once; sent without it (a browser without JavaScript, where the captcha cannot run), it waits
 * until the parent confirms from the e-mail, so a robot's post reaches nobody's list. The same parent,
 * child and birth date again finds the enquiry already open and sends its link again.
 */
import { and, eq, notInArray, sql } from "drizzle-orm";
import { CLOSED_STATUSES, type Weekday, ageOn, ageText, bandText, daysText, effectiveStart, monthName, noRoomReason, roomFor, standingText } from "../../shared/enquiries.ts";
import type { EnquiryInput } from "../../shared/schemas/enquiries.ts";
import { OTHER_MAILINGS_WORDING } from "../../shared/schemas/enquiries.ts";
import { type Tx, changedUnseen } from "../admin/change.ts";
import type { Refusal } from "../admin/outcome.ts";
import type { Snapshot } from "../content/snapshot.ts";
import { childcareEnquiries } from "../db/schema.ts";
import { normalEmail } from "../people/email.ts";
import { AREA, type EnquiryDeps, LINK_PURPOSE, LINK_TTL_MS, isUniqueViolation, linkSubject, newReference, statusUrl, todayOf } from "./deps.ts";
import { policyParagraphs, queueFamilyMail } from "./mail.ts";
import { type EnquirySettings, type Room, readRooms, readSettings } from "./rooms.ts";
import { readWaiting, standings } from "./standing.ts";

export type EnquiryResult =
  /** On the list: the status page opens with this token. */
  | { ok: true; kind: "created"; reference: string; token: string }
  /** Sent without the captcha: the parent confirms from the e-mail. */
  | { ok: true; kind: "confirm-by-mail" }
  /** The same parent, child and birth date are already on the list: its link was sent again. */
  | { ok: true; kind: "already" }
  | Refusal;

/** What the consent record says the form was. */
export const ENQUIRY_FORM = "/childcare-preschool/enquire";
export const OTHER_MAILINGS_PURPOSE = "childcare:other-mailings";

const fieldRefusal = (fields: Record<string, string>): Refusal => ({ ok: false, status: 400, error: "Please correct the fields marked below.", fields });

/** The plain field message when no room takes the child at the start they asked for. */
export function roomRefusal(rooms: readonly Room[], input: Pick<EnquiryInput, "childName" | "birthDate" | "startMonth">, today: string): Refusal | null {
  if (rooms.length === 0) return { ok: false, status: 409, error: "We are not taking enquiries through the website just now. Please call or write to the childcare office." };
  const on = effectiveStart(input.startMonth, today);
  if (roomFor(rooms, input.birthDate, on)) return null;
  const age = ageOn(input.birthDate, on);
  const when = `On ${on === today ? "the day you would start" : `1 ${monthName(input.startMonth)}`}`;
  const youngest = rooms[0]!;
  const oldest = rooms[rooms.length - 1]!;
  switch (noRoomReason(rooms, input.birthDate, on)) {
    case "too-young":
      return fieldRefusal({ startMonth: `${when}, ${input.childName} would ${age === "not yet born" ? "not yet be born" : age === "0 weeks" ? "be a newborn" : `be ${age}`}. Our youngest room takes children from ${ageText(youngest.minAge)}: please choose a later month.` });
    case "too-old":
      return fieldRefusal({ childDate: `${when}, ${input.childName} would be ${age}: older than our oldest room, ${oldest.name} (${bandText(oldest)}). We are sorry we cannot offer a place.` });
    default:
      return fieldRefusal({ startMonth: `${when}, ${input.childName} would be ${age}, and none of our rooms takes children of that age. Please choose another month, or call us.` });
  }
}

/** The first e-mail of an enquiry on the list: its reference, room, place, the policy and the status link. */
export async function queueWelcome(
  deps: EnquiryDeps,
  tx: Tx,
  { family, room, rooms, today, site, settings, token }: { family: { id: number; reference: string; email: string; childName: string; startMonth: string; days: Weekday[] }; room: Room; rooms: readonly Room[]; today: string; site: Snapshot; settings: EnquirySettings; token: string },
) {
  const standing = standings(await readWaiting(tx), rooms, today).get(family.id);
  await queueFamilyMail(
    deps,
    tx,
    site,
    {
      to: family.email,
      subject: `Your childcare enquiry ${family.reference}`,
      heading: `Thank you: ${family.childName} is on our list`,
      paragraphs: [
        `Thank you for asking ${site.settings.childcare.name} about a place for ${family.childName}. Keep this e-mail: its link shows where you stand at any time, and from it you can book a tour, change the start month or days, or withdraw.`,
      ],
      details: [
        ["Reference", family.reference],
        ["Room", `${room.name} (${bandText(room)})`],
        ["Where you stand", standing?.room ? standingText(standing.position, standing.of, standing.room.name) : "On the list"],
        ["Start", monthName(family.startMonth)],
        ["Days", daysText(family.days)],
      ],
      action: { label: "See where you stand", url: statusUrl(deps.publicUrl, token) },
      withPolicy: true,
    },
    policyParagraphs(site, settings, today),
  );
}

export function createIntake(deps: EnquiryDeps) {
  const { db, clock, change, mailer, links, consents, snapshot, publicUrl } = deps;

  /** An open enquiry of the same parent, child and birth date (the unique index's key). */
  async function sameChild(input: Pick<EnquiryInput, "email" | "childName" | "birthDate">, reader: Pick<Tx, "select"> = db) {
    const [row] = await reader
      .select({ id: childcareEnquiries.id, reference: childcareEnquiries.reference, status: childcareEnquiries.status })
      .from(childcareEnquiries)
      .where(
        and(
          eq(childcareEnquiries.email, normalEmail(input.email)),
          sql`lower(${childcareEnquiries.childName}) = lower(${input.childName})`,
          eq(childcareEnquiries.birthDate, input.birthDate),
          notInArray(childcareEnquiries.status, [...CLOSED_STATUSES]),
        ),
      );
    return row ?? null;
  }

  /** Sends the enquiry's link again (to the address it was made with, never to whoever typed it). */
  async function sendAgain(found: { id: number; reference: string; status: string }, email: string): Promise<EnquiryResult> {
    const site = await snapshot();
    const outcome = await change(AREA, null, async (tx) => {
      const token = await links.issue({ purpose: LINK_PURPOSE, subject: linkSubject(found.id), email, ttlMs: LINK_TTL_MS, tx });
      const unconfirmed = found.status === "unconfirmed";
      await queueFamilyMail(deps, tx, site, {
        to: normalEmail(email),
        subject: unconfirmed ? `Please confirm your childcare enquiry ${found.reference}` : `Your childcare enquiry ${found.reference}`,
        heading: unconfirmed ? "Please confirm your enquiry" : "We already have your enquiry",
        paragraphs: [
          unconfirmed
            ? "Someone, probably you, asked about a place again. Your enquiry is waiting for you to confirm it: open the link and press Confirm."
            : "Someone, probably you, asked about a place again for the same child. Your first enquiry is still on our list and keeps its place; here is its link again.",
        ],
        details: [["Reference", found.reference]],
        action: { label: unconfirmed ? "Confirm my enquiry" : "See where you stand", url: statusUrl(publicUrl, token) },
      });
      return changedUnseen(null, { action: "asked-again", entityId: found.id, detail: `${found.reference}: the family asked again; its link was sent again` });
    });
    if (outcome.ok) mailer.wake();
    return { ok: true, kind: "already" };
  }

  async function enquire({ input, captcha }: { input: EnquiryInput; captcha: boolean }): Promise<EnquiryResult> {
    const today = todayOf(deps);
    const rooms = await readRooms(db);
    const refusal = roomRefusal(rooms, input, today);
    if (refusal) return refusal;
    const email = normalEmail(input.email);
    const earlier = await sameChild(input);
    if (earlier) return sendAgain(earlier, email);
    const site = await snapshot();
    const settings = await readSettings(db);
    const status = captcha ? "enquiry" : "unconfirmed";
    let outcome;
    try {
      outcome = await change(AREA, null, async (tx) => {
        let reference = newReference();
        while ((await tx.select({ id: childcareEnquiries.id }).from(childcareEnquiries).where(eq(childcareEnquiries.reference, reference))).length) reference = newReference();
        const now = clock.now();
        const [row] = await tx
          .insert(childcareEnquiries)
          .values({
            reference,
            status,
            parentName: input.parentName,
            email,
            phone: input.phone,
            childName: input.childName,
            birthDate: input.birthDate,
            expected: input.expected,
            startMonth: `${input.startMonth}-01`,
            days: input.days,
            sibling: input.sibling,
            heardFrom: input.heardFrom,
            note: input.note,
            otherMailings: input.otherMailings,
            enquiredAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: childcareEnquiries.id });
        const id = row!.id;
        const token = await links.issue({ purpose: LINK_PURPOSE, subject: linkSubject(id), email, ttlMs: LINK_TTL_MS, tx });
        const room = roomFor(rooms, input.birthDate, effectiveStart(input.startMonth, today))!;
        if (captcha) {
          if (input.otherMailings) await consents.give({ email, purpose: OTHER_MAILINGS_PURPOSE, form: ENQUIRY_FORM, wording: OTHER_MAILINGS_WORDING, tx });
          await queueWelcome(deps, tx, { family: { id, reference, email, childName: input.childName, startMonth: input.startMonth, days: input.days }, room, rooms, today, site, settings, token });
        } else {
          await queueFamilyMail(deps, tx, site, {
            to: email,
            subject: `Please confirm your childcare enquiry ${reference}`,
            heading: "Please confirm your enquiry",
            paragraphs: [
              `Thank you for asking ${site.settings.childcare.name} about a place for ${input.childName}. To put your enquiry on our list, open the link below and press Confirm. Until then nobody else sees it, and if it is not confirmed within a week we delete it.`,
            ],
            details: [["Reference", reference]],
            action: { label: "Confirm my enquiry", url: statusUrl(publicUrl, token) },
          });
        }
        const line = captcha ? `${reference}: new enquiry for ${room.name}, starting ${monthName(input.startMonth)}` : `${reference}: new enquiry waiting for the family to confirm it by e-mail`;
        return changedUnseen({ reference, token }, { action: "create", entityId: id, detail: line });
      });
    } catch (error) {
      // Two identical posts at once: the unique index let one in; the other finds it.
      if (!isUniqueViolation(error)) throw error;
      const found = await sameChild(input);
      if (!found) throw error;
      return sendAgain(found, email);
    }
    if (!outcome.ok) return outcome;
    mailer.wake();
    return captcha ? { ok: true, kind: "created", ...outcome.value } : { ok: true, kind: "confirm-by-mail" };
  }

  return { enquire };
}
