/**
 * Sign-ups (issue 34): the rules the public form, the staff pages and the server share. Pure: no
 * server module, no Zod (the public event page is not hydrated, and its words come from here).
 */

export const QUESTION_KINDS = ["short", "long", "one", "several", "yesno"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  short: "Short text",
  long: "Long text",
  one: "One choice",
  several: "Several choices",
  yesno: "Yes or no",
};

export type Question = { id: string; kind: QuestionKind; label: string; required: boolean; options: string[] };
export type Answers = Record<string, string | string[]>;

/** At most this many questions on one form (issue 34). */
export const MAX_QUESTIONS = 10;
/** The longest answer a registrant may give to a short and to a long text question. */
export const ANSWER_LIMITS = { short: 200, long: 2000 } as const;
export const MAX_OPTIONS = 12;
export const OPTION_LENGTH = 100;
export const QUESTION_LENGTH = 200;
/** The largest party staff may allow of adults or of children. */
export const MAX_PARTY = 50;
export const LIMITS = { name: 100, phone: 30, message: 2000 } as const;

/** The name of an answer's field, in the page's form and in the API's field messages. */
export const answerField = (id: string) => `answers.${id}`;

export type RegistrationStatus = "unverified" | "confirmed" | "waitlisted" | "cancelled" | "attended";

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  unverified: "Waiting for e-mail check",
  confirmed: "Confirmed",
  waitlisted: "Waitlisted",
  cancelled: "Cancelled",
  attended: "Attended",
};

/** Statuses that hold a place on the date. */
export const HOLDS_PLACE: readonly RegistrationStatus[] = ["confirmed", "attended"];
/** Statuses still in play: the registrant is coming or waiting to. */
export const ACTIVE: readonly RegistrationStatus[] = ["confirmed", "waitlisted", "attended"];

/**
 * How one date stands for registering, as the public page says it. Only counts, never names.
 * "open": places left (null: no limit); "full": only the waitlist; "not-yet": opens later;
 * "closed": past its closing time; "cancelled": the date itself is cancelled.
 */
export type Availability =
  | { state: "open"; left: number | null }
  | { state: "full" }
  | { state: "not-yet"; opensLocal: string }
  | { state: "closed" }
  | { state: "cancelled" };

/** Whether a date takes registrations now (places or the waitlist). */
export const takesRegistrations = (a: Availability) => a.state === "open" || a.state === "full";

/** "Mon 1 Mar": the opening day in the issue's words; the time follows unless it is midnight. */
export function openingWords(opensLocal: string): string {
  const day = new Date(`${opensLocal.slice(0, 10)}T12:00:00Z`);
  const weekday = day.toLocaleDateString("en-US", { weekday: "short", timeZone: "UTC" });
  const month = day.toLocaleDateString("en-US", { month: "short", timeZone: "UTC" });
  const time = opensLocal.slice(11, 16);
  return `${weekday} ${day.getUTCDate()} ${month}${time && time !== "00:00" ? ` at ${clock(time)}` : ""}`;
}

function clock(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** What the public page says of a date: "12 places left", "Full: join the waitlist", "Registration opens Mon 1 Mar", "Registration closed". */
export function availabilityWords(a: Availability): string {
  switch (a.state) {
    case "open":
      return a.left === null ? "Places available" : `${a.left} ${a.left === 1 ? "place" : "places"} left`;
    case "full":
      return "Full: join the waitlist";
    case "not-yet":
      return `Registration opens ${openingWords(a.opensLocal)}`;
    case "closed":
      return "Registration closed";
    case "cancelled":
      return "This date is cancelled";
  }
}

/** The form's limits a registration is checked against. */
export type FormRules = { maxAdults: number; maxChildren: number; questions: readonly Question[] };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The form's own rules for a party and its answers (the size, the required answers, the lengths and
 * choices): one message per field, or none. Checked by the server with the date locked; the JSON API
 * answers them with 409.
 */
export function checkAgainstForm(rules: FormRules, input: { adults: number; children: number; answers: Answers }): Record<string, string> {
  const fields: Record<string, string> = {};
  if (input.adults > rules.maxAdults) fields.adults = rules.maxAdults === 0 ? "This event is for children only: please register the children." : `At most ${plural(rules.maxAdults, "adult", "adults")} can come on one registration.`;
  if (input.children > rules.maxChildren) fields.children = rules.maxChildren === 0 ? "This event is for adults only." : `At most ${plural(rules.maxChildren, "child", "children")} can come on one registration.`;
  if (input.adults + input.children < 1 && !fields.adults && !fields.children) fields[rules.maxAdults > 0 ? "adults" : "children"] = "Please say how many people are coming.";
  for (const question of rules.questions) {
    const message = answerProblem(question, input.answers[question.id]);
    if (message) fields[answerField(question.id)] = message;
  }
  return fields;
}

function answerProblem(question: Question, given: string | string[] | undefined): string | null {
  const values = (Array.isArray(given) ? given : given === undefined ? [] : [given]).map((v) => v.trim()).filter(Boolean);
  if (values.length === 0) return question.required ? "Please answer this question." : null;
  switch (question.kind) {
    case "short":
    case "long": {
      const limit = ANSWER_LIMITS[question.kind];
      if (values.length > 1) return "Please give one answer.";
      return values[0]!.length > limit ? `Please keep this to ${limit} characters (it has ${values[0]!.length}).` : null;
    }
    case "yesno":
      return values.length === 1 && (values[0] === "yes" || values[0] === "no") ? null : "Please answer yes or no.";
    case "one":
      return values.length === 1 && question.options.includes(values[0]!) ? null : "Please choose one of the options.";
    case "several":
      return values.every((v) => question.options.includes(v)) && new Set(values).size === values.length ? null : "Please choose from the options.";
  }
}

/** The answers as kept: trimmed, only the form's questions, empty ones left out. */
export function keptAnswers(questions: readonly Question[], answers: Answers): Answers {
  const kept: Answers = {};
  for (const question of questions) {
    const given = answers[question.id];
    if (question.kind === "several") {
      const values = (Array.isArray(given) ? given : given ? [given] : []).map((v) => v.trim()).filter(Boolean);
      if (values.length) kept[question.id] = values;
    } else {
      const value = (Array.isArray(given) ? given[0] : given)?.trim();
      if (value) kept[question.id] = value;
    }
  }
  return kept;
}

/** An answer as one line for lists, exports and e-mails ("Yes", "Peanuts; Eggs"). */
export function answerText(question: Pick<Question, "kind">, value: string | string[] | undefined): string {
  if (value === undefined) return "";
  if (Array.isArray(value)) return value.join("; ");
  if (question.kind === "yesno") return value === "yes" ? "Yes" : value === "no" ? "No" : value;
  return value;
}

/** "2 adults and 3 children", "1 child". */
export function partyWords({ adults, children }: { adults: number; children: number }): string {
  const parts = [adults ? plural(adults, "adult", "adults") : "", children ? plural(children, "child", "children") : ""].filter(Boolean);
  return parts.join(" and ") || "nobody";
}

/** The people of a party as check-in ticks them: "a1", "a2", "c1" ... */
export function partyMembers({ adults, children }: { adults: number; children: number }): Array<{ key: string; label: string }> {
  return [
    ...Array.from({ length: adults }, (_, i) => ({ key: `a${i + 1}`, label: `Adult ${i + 1}` })),
    ...Array.from({ length: children }, (_, i) => ({ key: `c${i + 1}`, label: `Child ${i + 1}` })),
  ];
}
