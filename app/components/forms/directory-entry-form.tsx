import { useId, useState } from "react";
import { formMessages, formatPhoneInput, formatZipInput } from "../../lib/forms.ts";
import { Field, FormFooter, Honeypot } from "./form-parts.tsx";
import { usePublicForm } from "./use-public-form.ts";

/** The church directory form: collapsed until its button opens it (spec section 4). */
export function DirectoryEntryForm() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const form = usePublicForm({
    kind: "directory",
    endpoint: "/api/directory-entry",
    initial: { firstName: "", lastName: "", phone: "", email: "", address: "", city: "", zip: "", birthday: "" },
    success: formMessages.directory.success,
    failure: formMessages.directory.failure,
  });
  const field = (name: keyof typeof form.values) => ({ name, value: form.values[name], error: form.fieldErrors[name], onChange: (v: string) => form.set(name, v) });
  return (
    <div>
      <button type="button" className="btn-outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? "Hide the church directory form" : "Add me to the church directory"}
      </button>
      <div id={panelId} hidden={!open} className="mt-4">
        <form onSubmit={form.submit} noValidate className="relative space-y-4" aria-label="Church directory entry">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" autoComplete="given-name" maxLength={100} {...field("firstName")} />
            <Field label="Last name" autoComplete="family-name" maxLength={100} {...field("lastName")} />
            <Field label="Phone" type="tel" inputMode="tel" autoComplete="tel-national" {...field("phone")} onChange={(v) => form.set("phone", formatPhoneInput(v))} />
            <Field label="Email" type="email" autoComplete="email" maxLength={254} {...field("email")} />
            <div className="sm:col-span-2">
              <Field label="Street address" autoComplete="street-address" maxLength={200} {...field("address")} />
            </div>
            <Field label="City" autoComplete="address-level2" maxLength={100} {...field("city")} />
            <Field label="Zip code" inputMode="numeric" autoComplete="postal-code" {...field("zip")} onChange={(v) => form.set("zip", formatZipInput(v))} />
            <Field label="Birthday" type="date" autoComplete="bday" {...field("birthday")} />
          </div>
          <Honeypot {...form.honeypot} />
          <FormFooter form={form} idleLabel="Submit Directory Entry" sendingLabel={formMessages.directory.sending} />
        </form>
      </div>
    </div>
  );
}
