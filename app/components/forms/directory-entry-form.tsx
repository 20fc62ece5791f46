import { useId } from "react";
import { LIMITS, formMessages } from "../../../shared/form-rules.ts";
import { Field, FormFooter, Honeypot, PublicForm } from "./form-parts.tsx";

/** The church directory form: collapsed until its button opens it (spec section 4; app/islands/disclosure.ts). */
export function DirectoryEntryForm() {
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        className="btn-outline"
        aria-expanded="false"
        aria-controls={panelId}
        data-disclosure=""
        data-open-label="Hide the church directory form"
        data-closed-label="Add me to the church directory"
      >
        Add me to the church directory
      </button>
      <div id={panelId} hidden className="mt-4">
        <PublicForm kind="directory" endpoint="/api/directory-entry" label="Church directory entry">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" name="firstName" autoComplete="given-name" maxLength={LIMITS.name} />
            <Field label="Last name" name="lastName" autoComplete="family-name" maxLength={LIMITS.name} />
            <Field label="Phone" name="phone" type="tel" inputMode="tel" autoComplete="tel" format="phone" />
            <Field label="Email" name="email" type="email" autoComplete="email" maxLength={LIMITS.email} />
            <div className="sm:col-span-2">
              <Field label="Street address" name="address" autoComplete="address-line1" maxLength={LIMITS.address} />
            </div>
            <Field label="City" name="city" autoComplete="address-level2" maxLength={LIMITS.city} />
            <Field label="Zip code" name="zip" inputMode="numeric" autoComplete="postal-code" format="zip" />
            <Field label="Birthday" name="birthday" type="date" autoComplete="bday" />
          </div>
          <Honeypot />
          <FormFooter idleLabel="Submit Directory Entry" sendingLabel={formMessages.directory.sending} />
        </PublicForm>
      </div>
    </div>
  );
}
