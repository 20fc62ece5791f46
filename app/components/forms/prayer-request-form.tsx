import { formMessages } from "../../lib/forms.ts";
import { Field, FormFooter, Honeypot } from "./form-parts.tsx";
import { usePublicForm } from "./use-public-form.ts";

export function PrayerRequestForm() {
  const form = usePublicForm({
    kind: "prayer",
    endpoint: "/api/prayer-request",
    initial: { name: "", contact: "", message: "" },
    success: formMessages.prayer.success,
    failure: formMessages.prayer.failure,
  });
  return (
    <form onSubmit={form.submit} noValidate className="relative space-y-4" aria-label="Prayer request">
      <Field label="Name" name="name" autoComplete="name" maxLength={100} value={form.values.name} onChange={(v) => form.set("name", v)} error={form.fieldErrors.name} />
      <Field label="Email or phone" name="contact" maxLength={254} value={form.values.contact} onChange={(v) => form.set("contact", v)} error={form.fieldErrors.contact} />
      <Field label="Prayer request" name="message" multiline maxLength={5000} value={form.values.message} onChange={(v) => form.set("message", v)} error={form.fieldErrors.message} />
      <Honeypot {...form.honeypot} />
      <FormFooter form={form} idleLabel="Submit Prayer Request" sendingLabel={formMessages.prayer.sending} />
    </form>
  );
}
