/**
 * The outcome of an admin write. Failures carry a message for the person at the form and, for
 * validation, one message per field.
 */
export type Outcome<T = { id: number }> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 403 | 404 | 409 | 413 | 415; error: string; fields?: Record<string, string> };

/** A write that was refused: nothing of it is kept. */
export type Refusal = Extract<Outcome<never>, { ok: false }>;
