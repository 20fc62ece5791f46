/**
 * Where sign-in may send someone back to: a path of this site, and nothing a browser could read as
 * another site. Browsers drop tabs and line breaks from URLs and treat "\" like "/", so "/\t/evil.com"
 * would land on //evil.com; every such trick, raw or percent-encoded (however many times), is refused.
 */
// eslint-disable-next-line no-control-regex
const SUSPICIOUS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\\]/;
const BASE = "http://return-path.invalid";

/** The value, percent-decoded until it no longer changes (at most a few rounds); null when it cannot be decoded. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(forms.at(-1)!);
    } catch {
      return null;
    }
    if (next === forms.at(-1)) return forms;
    forms.push(next);
  }
  return null;
}

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.length > 2000) return null;
  const forms = decodedForms(value);
  if (!forms) return null;
  for (const form of forms) {
    if (SUSPICIOUS.test(form) || form.startsWith("//")) return null;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.com" normalises to "//evil.com", which a browser reads as another host.
  if (url.origin !== BASE || !path.startsWith("/") || path.startsWith("//")) return null;
  return path;
}
