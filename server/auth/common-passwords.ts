import { type Refusal, authMessages, refuse } from "./outcome.ts";

/**
 * NIST SP 800-63B 3.1.1.2: a new password is compared with a list of passwords known to be common or
 * leaked, and refused when it is on it. The list is the one zxcvbn-ts keeps (about 49,000 passwords
 * seen most often in leaked password collections, `@zxcvbn-ts/language-common`), read from the
 * installed package: no network call. It is all lower case, so "Password123" is found as well as
 * "password123". Loaded on first use (about 80 ms, a few megabytes), so a process that never sets a
 * password never pays for it.
 */
let list: Promise<Set<string>> | undefined;

export async function isCommonPassword(password: string): Promise<boolean> {
  list ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"]));
  return (await list).has(password.trim().toLowerCase());
}

/** The refusal for a new password on the list, shown beside `field` (the form's password box). */
export async function refuseCommonPassword(password: string, field: string): Promise<Refusal | null> {
  return (await isCommonPassword(password)) ? refuse(400, authMessages.commonPassword, { fields: { [field]: authMessages.commonPassword } }) : null;
}
