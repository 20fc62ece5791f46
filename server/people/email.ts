/**
 * A person outside the staff is known by their e-mail address, written one way: trimmed and in lower
 * case, so "Ann@Example.org " and "ann@example.org" are one person (design, "People who act"; the
 * later family page finds a household's records by it).
 */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An address as a log line or audit line may show it: "a***@example.org". */
export function maskedEmail(email: string): string {
  const [local = "", domain = ""] = normalEmail(email).split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}
