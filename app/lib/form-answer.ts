import type { FormFailure } from "./admin.server.ts";

/**
 * What every sign-in and /user action answers when it does not redirect: done, with a message and
 * whatever the page shows next (e.g. new backup codes); or the admin forms' failure shape, a message
 * for the form and one per field. `intent` says which of a page's forms answered; `values` gives a
 * page without JavaScript back what was typed (never a password).
 */
export type FormAnswer<Done extends object = object> =
  | ({ ok: true; intent?: string; message?: string; error?: undefined; fields?: undefined; values?: undefined } & Done)
  | (FormFailure & { ok?: undefined; intent?: string; message?: undefined; values?: Record<string, string> } & { [K in keyof Done]?: undefined });

/** The answer if it belongs to the form of `intent`. */
export function answerFor<A extends { intent?: string }>(answer: A | undefined, intent: string): A | undefined {
  return answer?.intent === intent ? answer : undefined;
}
