import { LIMITS, formMessages } from "../../../shared/form-rules.ts";
import { Field, FormFooter, Honeypot, PublicForm } from "./form-parts.tsx";

export function PrayerRequestForm() {
  return (
    <PublicForm kind="prayer" endpoint="/api/prayer-request" label="Prayer request">
      <Field label="Name" name="name" autoComplete="name" maxLength={LIMITS.name} />
      <Field label="Email or phone" name="contact" maxLength={LIMITS.contact} />
      <Field label="Prayer request" name="message" multiline maxLength={LIMITS.message} />
      <Honeypot />
      <FormFooter idleLabel="Submit Prayer Request" sendingLabel={formMessages.prayer.sending} />
    </PublicForm>
  );
}
