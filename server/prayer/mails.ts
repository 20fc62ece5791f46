/**
 * The words of the prayer ministry's e-mails. Mail to people outside the staff (the person who asked,
 * team members) uses the one layout (server/mail/layout.ts); notices to staff are plain text like the
 * other staff notices. Each says only what its reader may know: the team's never carry contact details,
 * and nothing but a pastor's carries the words of a pastor-only request.
 */
import { ANONYMOUS, OPEN_DAYS, VISIBILITY_LABELS, type PrayerVisibility } from "../../shared/prayer.ts";
import { type MailLink, type MailSection, renderPersonMail } from "../mail/layout.ts";
import type { MailMessage } from "../mail/mailer.ts";
import type { Church } from "./deps.ts";

/** The request's words as the layout's paragraphs: one per paragraph the person wrote. */
const paragraphsOf = (text: string) => text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);

function whoSees(visibility: PrayerVisibility): string {
  if (visibility === "pastors") return "Only our pastors will read it.";
  if (visibility === "team") return "Our pastors and the prayer team will pray for it; the team sees your first name and your request, never your contact details.";
  return "Our pastors and the prayer team will pray for it, and your short public version will appear on the prayer wall once a member of staff has read it.";
}

export async function requestReceived(
  church: Church,
  { to, name, visibility, contactMe, manageUrl }: { to: string; name: string; visibility: PrayerVisibility; contactMe: boolean; manageUrl: string },
): Promise<MailMessage> {
  const body = await renderPersonMail({
    ...church,
    heading: "We received your prayer request",
    preview: "We are praying with you.",
    paragraphs: [
      `Thank you, ${name}. We are praying with you.`,
      whoSees(visibility),
      ...(contactMe ? ["You asked us to contact you: one of our pastors will be in touch."] : []),
      `Your private link shows how many people have prayed and any words of encouragement sent to you. There you can also change your request, tell us it has been answered, or take it down at once. It stays open for ${OPEN_DAYS} days, and you can keep it open longer. Anyone with the link can do these things, so keep this e-mail to yourself.`,
    ],
    details: [["Who sees it", VISIBILITY_LABELS[visibility]]],
    action: { label: "See your prayer request", url: manageUrl },
    footer: "You get this e-mail because you sent a prayer request on our website.",
  });
  return { to, subject: "We received your prayer request", ...body };
}

/** One request in a team member's e-mail: whom to pray for, the words the person shared with the team, and the member's own links. */
export type TeamItem = { firstName: string; message: string; askedOn: string; prayedUrl: string; encourageUrl: string | null };

function teamSection(item: TeamItem): MailSection {
  const links: MailLink[] = [{ label: `I prayed for ${item.firstName}`, url: item.prayedUrl }];
  if (item.encourageUrl) links.push({ label: "Send a word of encouragement", url: item.encourageUrl });
  return { heading: `${item.firstName || ANONYMOUS}, ${item.askedOn}`, paragraphs: paragraphsOf(item.message), links };
}

/** A request as it arrives, or the day's new requests in one digest; each with its own "I prayed". */
export async function teamRequests(church: Church, { to, memberName, items, memberUrl }: { to: string; memberName: string; items: TeamItem[]; memberUrl: string }): Promise<MailMessage> {
  const one = items.length === 1;
  const body = await renderPersonMail({
    ...church,
    heading: one ? `Please pray for ${items[0]!.firstName || "this request"}` : `${items.length} prayer requests for today`,
    preview: one ? items[0]!.message.slice(0, 90) : "The new requests for the prayer team.",
    paragraphs: [
      `Dear ${memberName}, ${one ? "a request came in for the prayer team" : "these requests came in for the prayer team"}. Please keep ${one ? "it" : "them"} to yourself.`,
      "When you have prayed, press “I prayed”: the person sees how many have prayed. A word of encouragement goes to them through the website, so neither of you sees the other's address.",
    ],
    sections: items.map(teamSection),
    links: [{ label: "Change how often you get requests, or leave the prayer team", url: memberUrl }],
    footer: `You get this e-mail because you joined the prayer team of ${church.churchName}.`,
  });
  return {
    to,
    subject: one ? `Prayer request: please pray for ${items[0]!.firstName || "this request"}` : `Prayer requests for today (${items.length})`,
    ...body,
    // RFC 8058: mail apps offer "Unsubscribe", and leaving takes one click (a POST to the member's page).
    headers: { "List-Unsubscribe": `<${memberUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

export async function encouragementRelayed(church: Church, { to, fromName, message, manageUrl }: { to: string; fromName: string; message: string; manageUrl: string }): Promise<MailMessage> {
  const body = await renderPersonMail({
    ...church,
    heading: "A word of encouragement from the prayer team",
    paragraphs: [`${fromName} from our prayer team is praying for you and wrote:`, ...paragraphsOf(message)],
    action: { label: "See your prayer request", url: manageUrl },
    footer: "The prayer team writes to you through our website: they do not see your e-mail address, and you do not see theirs.",
  });
  return { to, subject: "A word of encouragement from the prayer team", ...body };
}

export async function requestClosed(church: Church, { to, prayers, manageUrl }: { to: string; prayers: number; manageUrl: string }): Promise<MailMessage> {
  const body = await renderPersonMail({
    ...church,
    heading: "Your prayer request has closed",
    paragraphs: [
      `Your prayer request has been open for ${OPEN_DAYS} days, and ${prayers === 1 ? "1 person has" : `${prayers} people have`} told us they prayed for you.`,
      `If you would like us to keep praying, open your request and keep it open for another ${OPEN_DAYS} days. If it has been answered, you can tell us there too.`,
    ],
    action: { label: "See your prayer request", url: manageUrl },
    footer: "You get this e-mail because you sent a prayer request on our website.",
  });
  return { to, subject: "Your prayer request has closed", ...body };
}

export async function confirmTeam(church: Church, { to, name, confirmUrl }: { to: string; name: string; confirmUrl: string }): Promise<MailMessage> {
  const body = await renderPersonMail({
    ...church,
    heading: "Please confirm: joining the prayer team",
    paragraphs: [
      `Dear ${name}, our church staff added you to the prayer team of ${church.churchName}.`,
      "Before we send you any prayer request, please confirm that you would like to receive them by e-mail, and choose whether you want each request as it arrives or one e-mail a day.",
    ],
    action: { label: "Confirm and choose how often", url: confirmUrl },
    footer: "If you did not expect this e-mail, ignore it: nothing will be sent to you unless you confirm.",
  });
  return { to, subject: "Please confirm: joining the prayer team", ...body };
}

/** What pastors are told at once of a pastor-only or contact-me request: everything, with where to read it. */
export function pastorNotice(
  { to, adminUrl }: { to: string; adminUrl: string },
  request: { name: string; contact: string; message: string; visibility: PrayerVisibility; contactMe: boolean },
): MailMessage {
  const lines = [
    `From: ${request.name}`,
    `Contact: ${request.contact}`,
    `Who sees it: ${VISIBILITY_LABELS[request.visibility]}`,
    ...(request.contactMe ? ["They asked to be contacted by a pastor."] : []),
    "",
    request.message,
    "",
    `Read it in the staff area: ${adminUrl}`,
  ];
  return {
    to,
    subject: request.contactMe ? "Prayer request: please contact the person" : "A prayer request for the pastors",
    text: `${lines.join("\n")}\n`,
  };
}

/**
 * The staff's notice address (NOTIFY_EMAIL) hears of a request without its words. A pastor-only request
 * reaches it only when no pastor is set up to receive it, so that it is never unseen.
 */
export function staffNotice({ to, name, visibility, wallWaiting, noPastor, adminUrl }: { to: string; name: string; visibility: PrayerVisibility; wallWaiting: boolean; noPastor: boolean; adminUrl: string }): MailMessage {
  const lines = [
    `A prayer request came in from the website (${VISIBILITY_LABELS[visibility]}).`,
    ...(wallWaiting ? ["Its public version waits for a member of staff to approve it for the prayer wall."] : []),
    ...(noPastor
      ? ["No pastor is set up to receive pastor-only requests yet: a site administrator can mark the pastors in the staff area (Prayer Ministry, Pastors). Until then a site administrator can read it."]
      : []),
    "",
    `Read it in the staff area: ${adminUrl}`,
  ];
  return { to, subject: `New prayer request from ${name}`, text: `${lines.join("\n")}\n` };
}
