import { Hono } from "hono";
import type { Services } from "../services.ts";
import { type AuthEnv, clientAddress } from "./auth.ts";
import { notJson } from "./json-only.ts";

const MAX_BODY_BYTES = 32 * 1024;

/**
 * POST /api/registrations (issue 34): a registration as JSON, `{ event, date, name, email, phone,
 * adults, children, answers, recaptchaToken }`, checked by the same schema and rules as the event
 * page's form. 201 with the outcome; 400 for a malformed form or a failed captcha; 409 with one
 * message per field when the event's rules refuse it (a party too large, a missing or too long answer,
 * a closed or cancelled date); 429 when an address sends too many.
 */
export function registrationsApi(services: Services, { trustProxy }: { trustProxy: boolean }) {
  const api = new Hono<AuthEnv>();
  api.post("/registrations", async (c) => {
    const refused = notJson(c);
    if (refused) return refused;
    const text = await c.req.text();
    if (Number(c.req.header("content-length") ?? 0) > MAX_BODY_BYTES || text.length > MAX_BODY_BYTES) return c.json({ error: "The form is too large." }, 413);
    let raw: unknown;
    try {
      raw = JSON.parse(text || "{}");
    } catch {
      return c.json({ error: "The request body must be JSON." }, 400);
    }
    const answer = await services.registrations.submit({ raw, address: clientAddress(c, trustProxy), withoutCaptcha: false });
    if (!answer.ok) {
      if (answer.status === 429) c.header("Retry-After", String("retryAfterSeconds" in answer ? answer.retryAfterSeconds : 60));
      return c.json({ error: answer.error, ...("fields" in answer && answer.fields ? { fields: answer.fields } : {}) }, answer.status);
    }
    const { value } = answer;
    return c.json(
      value.outcome === "placed"
        ? { outcome: value.outcome, status: value.status, position: value.position, message: value.status === "confirmed" ? "You are registered. We have e-mailed you the details." : `You are number ${value.position} on the waitlist. We have e-mailed you the details.` }
        : value.outcome === "existing"
          ? { outcome: value.outcome, message: "This e-mail address is already registered for this date. We have e-mailed it a new link to the registration." }
          : { outcome: value.outcome, message: "Please check your e-mail to confirm the registration." },
      value.outcome === "placed" ? 201 : 200,
    );
  });
  return api;
}
