/**
 * The e-mails of the enquiries area: to families through the one layout for people outside the staff,
 * and short notices to the childcare's own address. Each is queued inside the change that causes it, so
 * it exists exactly when the change does; a mail server that fails later never loses the enquiry or an
 * offer's deadline, which live in the database.
 */
import { areaPath } from "../../shared/areas.ts";
import { formatDollars } from "../../shared/content/childcare.ts";
import { fillPlaceholders } from "../../shared/content/placeholders.ts";
import { addressLine } from "../../shared/content/settings.ts";
import { plainTextOf } from "../../shared/rich-text.ts";
import type { Tx } from "../admin/change.ts";
import type { Snapshot } from "../content/snapshot.ts";
import type { MailAttachment } from "../db/schema.ts";
import { renderPersonMail } from "../mail/layout.ts";
import { InvalidRecipientError } from "../mail/mailer.ts";
import type { EnquiryDeps } from "./deps.ts";
import type { EnquirySettings } from "./rooms.ts";

export type FamilyMail = {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  details?: [string, string][];
  action?: { label: string; url: string };
  moreActions?: { label: string; url: string }[];
  attachments?: MailAttachment[];
  /** The policy paragraphs after the message (the first e-mail carries them). */
  withPolicy?: boolean;
};

/** How long things last, in sentences made from the director's numbers, so the words never disagree with what the site does. */
export function keepingSentences(settings: Pick<EnquirySettings, "offerDays" | "keepMonths">): string[] {
  const days = `${settings.offerDays} day${settings.offerDays === 1 ? "" : "s"}`;
  return [
    "Your enquiry stays on our list until you are offered a place, you withdraw it, or your child is too old for our oldest room.",
    `An offer of a place stays open for ${days}; if we have not heard from you by then, it passes to the next family.`,
    `Once an enquiry is closed we keep it for ${settings.keepMonths} months, then delete it and keep only a count for our records.`,
  ];
}

/** The policy every family is sent with its reference: fees, the deposit, priority, and how long things last. */
export function policyParagraphs(snapshot: Snapshot, settings: Pick<EnquirySettings, "offerDays" | "keepMonths">, today: string): string[] {
  const fees = snapshot.fees.weekly.map((fee) => `${fee.label} ${formatDollars(fee.cents)}`).join("; ");
  const context = { settings: snapshot.settings, schedule: snapshot.schedule, fees: snapshot.fees, today };
  const priority = plainTextOf(fillPlaceholders(snapshot.pages["/childcare-preschool/enquire"].sections.priority ?? "", context)).split("\n");
  return [
    `Weekly fees: ${fees}.`,
    `Deposit: a ${formatDollars(snapshot.fees.registrationCents)} non-refundable registration fee reserves your child's place when you accept an offer.`,
    ...priority,
    ...keepingSentences(settings),
  ].filter(Boolean);
}

/** Queues an e-mail to a family in the change's transaction; an address the mailer refuses outright is logged, never a reason to lose the change. */
export async function queueFamilyMail(deps: Pick<EnquiryDeps, "mailer" | "logger">, tx: Tx, snapshot: Snapshot, mail: FamilyMail, policy: string[] = []): Promise<boolean> {
  const childcare = snapshot.settings.childcare;
  const rendered = await renderPersonMail({
    churchName: snapshot.settings.churchName,
    postalAddress: addressLine(snapshot.settings),
    heading: mail.heading,
    preview: mail.paragraphs[0],
    paragraphs: [...mail.paragraphs, ...(mail.withPolicy ? policy : [])],
    details: mail.details,
    action: mail.action,
    moreActions: mail.moreActions,
    footer: `You get this e-mail because you asked ${childcare.name} about a place for your child. Questions? Call ${childcare.phone} or write to ${childcare.email}.`,
  });
  try {
    await deps.mailer.queue({ to: mail.to, subject: mail.subject, text: rendered.text, html: rendered.html, attachments: mail.attachments }, { tx, purpose: "person" });
    return true;
  } catch (error) {
    if (!(error instanceof InvalidRecipientError)) throw error;
    deps.logger.warn({ subject: mail.subject }, "an enquiry e-mail could not be queued: the address is not one the mailer sends to");
    return false;
  }
}

/** A short notice to the childcare's own address, with the way to the family on the board. No child's details: the board has them. */
export async function queueDirectorNotice(deps: Pick<EnquiryDeps, "mailer" | "publicUrl" | "logger">, tx: Tx, snapshot: Snapshot, notice: { subject: string; lines: string[]; enquiryId?: number }) {
  const link = `${deps.publicUrl}${notice.enquiryId ? areaPath("enquiries", notice.enquiryId) : areaPath("enquiries")}`;
  const rendered = await renderPersonMail({
    churchName: snapshot.settings.churchName,
    postalAddress: addressLine(snapshot.settings),
    heading: notice.subject,
    paragraphs: notice.lines,
    action: { label: "Open the enquiries board", url: link },
    footer: `Sent to ${snapshot.settings.childcare.email}, the childcare's address in Site settings, by the website's childcare enquiries.`,
  });
  try {
    await deps.mailer.queue({ to: snapshot.settings.childcare.email, subject: notice.subject, text: rendered.text, html: rendered.html }, { tx, purpose: "notice" });
  } catch (error) {
    if (!(error instanceof InvalidRecipientError)) throw error;
    deps.logger.warn({ subject: notice.subject }, "the childcare's e-mail address in Site settings cannot be sent to");
  }
}
