/** What the public form islands do in the browser: send a form to /api and word the answer. */
export type FormAnswer = { ok: boolean; status: number; body: { message?: string; error?: string; fields?: Record<string, string> } };

/** POSTs a public form as JSON to /api with the public x-api-key; never throws (a network failure is status 0). */
export async function postForm(path: string, body: unknown, apiKey: string): Promise<FormAnswer> {
  try {
    const res = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "x-api-key": apiKey, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => ({}))) as FormAnswer["body"];
    return { ok: res.status >= 200 && res.status < 300, status: res.status, body: answer };
  } catch {
    return { ok: false, status: 0, body: {} };
  }
}

/**
 * The failure text shown after a refused submission: the form's own text, followed by the server's
 * reason when it is worth telling (too many submissions, or a refused captcha). When the site cannot
 * save anything for a while (503), its reason replaces the form's "Please try again." (at once).
 */
export function failureText(answer: FormAnswer, failure: string): string {
  if (answer.status === 503 && answer.body.error) return `${failure.replace(/ Please try again\.$/, "")} ${answer.body.error}`;
  const reason = answer.status === 429 || answer.body.fields?.recaptchaToken ? answer.body.error : undefined;
  return reason ? `${failure} ${reason}` : failure;
}

/** The browser's calendar date, YYYY-MM-DD (a birthday must be before it). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}
