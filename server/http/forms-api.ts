import { type Context, Hono } from "hono";
import type { z } from "zod";
import { HONEYPOT_FIELD, contactMessageSchema, directoryEntrySchema, fieldErrors, formMessages, prayerRequestSchema } from "../../shared/schemas/forms.ts";
import type { Services } from "../services.ts";
import { type AuthEnv, clientAddress } from "./auth.ts";
import { notJson } from "./json-only.ts";

const MAX_BODY_BYTES = 32 * 1024;
/** Per address and per form. */
export const FORM_RATE = { limit: 5, windowMs: 60 * 60_000 };

/** The three public forms of spec section 7, and the ALTCHA challenge. */
export function formsApi(services: Services, { trustProxy }: { trustProxy: boolean }) {
  const api = new Hono<AuthEnv>();

  api.get("/captcha/challenge", async (c) => {
    if (services.captcha.provider !== "altcha") return c.json({ error: "Not found." }, 404);
    c.header("Cache-Control", "no-store");
    return c.json(await services.captcha.challenge());
  });

  function formRoute<S extends z.ZodType>(
    path: string,
    kind: keyof typeof formMessages,
    schema: () => S,
    store: (data: z.infer<S>) => Promise<unknown>,
  ) {
    api.post(path, async (c: Context<AuthEnv>) => {
      const messages = formMessages[kind] as { success: string; failure: string };
      const refused = notJson(c);
      if (refused) return refused;
      const text = await c.req.text();
      if (Number(c.req.header("content-length") ?? 0) > MAX_BODY_BYTES || text.length > MAX_BODY_BYTES) {
        return c.json({ error: "The form is too large." }, 413);
      }
      let raw: Record<string, unknown>;
      try {
        raw = JSON.parse(text || "{}");
      } catch {
        return c.json({ error: "The request body must be JSON." }, 400);
      }
      const parsed = schema().safeParse(raw);
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error);
        return c.json({ error: Object.values(fields)[0], fields }, 400);
      }
      const data = parsed.data as Record<string, unknown>;
      // A filled honeypot is a robot: it gets the ordinary answer and nothing is stored.
      if (typeof data[HONEYPOT_FIELD] === "string" && (data[HONEYPOT_FIELD] as string).trim() !== "") {
        return c.json({ message: messages.success });
      }
      const address = clientAddress(c, trustProxy);
      const limit = await services.limiter.hit(`form:${kind}:${address}`, FORM_RATE);
      if (!limit.allowed) {
        c.header("Retry-After", String(limit.retryAfterSeconds));
        return c.json({ error: `You have sent several forms in a short time. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes and try again.` }, 429);
      }
      const captcha = await services.captcha.verify(data.recaptchaToken as string | undefined, address);
      if (!captcha.ok) return c.json({ error: captcha.error, fields: { recaptchaToken: captcha.error } }, 400);
      const { recaptchaToken: _token, [HONEYPOT_FIELD]: _honeypot, ...fields } = data;
      await store(fields as z.infer<S>);
      return c.json({ message: messages.success });
    });
  }

  formRoute("/contact-message", "contact", () => contactMessageSchema, (d) => services.submissions.contactMessage(d));
  formRoute("/prayer-request", "prayer", () => prayerRequestSchema, (d) => services.prayer.submit(d));
  formRoute("/directory-entry", "directory", () => directoryEntrySchema(services.today()), (d) => services.submissions.directoryEntry(d));

  return api;
}
