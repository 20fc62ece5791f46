import { formMessages } from "../../lib/forms.ts";
import { Field, FormFooter, Honeypot } from "./form-parts.tsx";
import { usePublicForm } from "./use-public-form.ts";

/** "Send us a Message": used in the footer (dark, button reads Sending...) and on the contact page. */
export function ContactMessageForm({ variant = "page" }: { variant?: "page" | "footer" }) {
  const form = usePublicForm({
    kind: "contact",
    endpoint: "/api/contact-message",
    initial: { name: "", email: "", message: "" },
    success: formMessages.contact.success,
    failure: formMessages.contact.failure,
  });
  const dark = variant === "footer";
  return (
    <form onSubmit={form.submit} noValidate className="relative space-y-4" aria-label="Send us a message">
      <div className={dark ? "grid gap-4 sm:grid-cols-2" : "space-y-4"}>
        <Field dark={dark} label="Name" name="name" autoComplete="name" maxLength={100} value={form.values.name} onChange={(v) => form.set("name", v)} error={form.fieldErrors.name} />
        <Field dark={dark} label="Email" name="email" type="email" autoComplete="email" maxLength={254} value={form.values.email} onChange={(v) => form.set("email", v)} error={form.fieldErrors.email} />
      </div>
      <Field dark={dark} label="Message" name="message" multiline maxLength={5000} value={form.values.message} onChange={(v) => form.set("message", v)} error={form.fieldErrors.message} />
      <Honeypot {...form.honeypot} />
      <FormFooter form={form} dark={dark} idleLabel="Send Message" sendingLabel={dark ? formMessages.footer.sending : formMessages.contact.sending} />
    </form>
  );
}
