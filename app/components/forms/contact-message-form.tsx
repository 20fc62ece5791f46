import { LIMITS, formMessages } from "../../../shared/form-rules.ts";
import { Field, FormFooter, Honeypot, PublicForm } from "./form-parts.tsx";

/** "Send us a Message": used in the footer (dark, button reads Sending...) and on the contact page. */
export function ContactMessageForm({ variant = "page" }: { variant?: "page" | "footer" }) {
  const dark = variant === "footer";
  return (
    <PublicForm kind="contact" endpoint="/api/contact-message" label="Send us a message" dark={dark}>
      <div className={dark ? "grid gap-4 sm:grid-cols-2" : "space-y-4"}>
        <Field dark={dark} label="Name" name="name" autoComplete="name" maxLength={LIMITS.name} />
        <Field dark={dark} label="Email" name="email" type="email" autoComplete="email" maxLength={LIMITS.email} />
      </div>
      <Field dark={dark} label="Message" name="message" multiline maxLength={LIMITS.message} />
      <Honeypot />
      <FormFooter dark={dark} idleLabel="Send Message" sendingLabel={dark ? formMessages.footer.sending : formMessages.contact.sending} />
    </PublicForm>
  );
}
