/**
 * The weekly e-mail's rules that the pages and the server both need (issue 37). Pure: no Zod here, so
 * the sign-up box on every page pays nothing for it.
 */

/** The words beside every sign-up box: they are what the consent record says the person agreed to. */
export const SIGNUP_WORDING =
  "Yes, send me the e-mails of the lists I ticked. I confirm with the link you send me; every e-mail has a link to change my lists or unsubscribe.";

/** Where a sign-up box is: the page's address goes into the consent record. */
export const SIGNUP_FORMS = { home: "/", footer: "footer", page: "/newsletter" } as const;
export type SignupForm = keyof typeof SIGNUP_FORMS;

/** A confirmation link works for seven days (issue 37). */
export const CONFIRM_DAYS = 7;

/** What every sign-up answers, whatever the address already had: lists are never public. */
export const SIGNUP_SENT = "Thank you. Please check your inbox: we sent you a link to confirm. Nothing else is sent until you do.";

/** The same words for a wrong, expired and used confirmation or preferences link. */
export const LINK_NOT_VALID = "This link has expired or was already used. Sign up again and we will send you a new one.";

/** An issue's archive address: the date it went out, with -2, -3 for a second one that day. */
export const ISSUE_SLUG = /^\d{4}-\d{2}-\d{2}(-[2-9]|-[1-9]\d)?$/;

/** The consent purpose of a list: a subscription is a standing consent for it. */
export const listPurpose = (key: string) => `newsletter:${key}`;
export const NEWSLETTER_PURPOSE_PREFIX = "newsletter:";

/** A list's key from its name: "Childcare families" → "childcare-families". */
export function listKeyOf(name: string): string {
  const key = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/g, "");
  return key || "list";
}

/** The weekdays a draft can be prepared on, as Date.getDay() numbers them. */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The largest subscriber CSV taken (a Mailchimp export of about 50 000 addresses); anything bigger is refused whole. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
