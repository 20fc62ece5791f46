import { Form, data, useNavigation } from "react-router";
import { AdminHeading, CardSection, EmptyState } from "../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../components/admin/delete-button.tsx";
import { Field } from "../../components/admin/fields.tsx";
import { Alert, Notice } from "../../components/auth-ui.tsx";
import { servicesContext } from "../../context.ts";
import { type FormFailure, adminForm, parseOr400, refused } from "../../lib/admin.server.ts";
import { requireArea } from "../../lib/auth.server.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { validateForm } from "../../lib/form-values.ts";
import { privacyLookupSchema } from "../../../shared/schemas/admin/privacy.ts";
import type { Route } from "./+types/privacy";
import { areaPath } from "../../../shared/areas.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Privacy requests");

/** Looks an address up (GET ?email=): what every area keeps for it. */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const typed = new URL(args.request.url).searchParams.get("email");
  if (typed === null) return { csrf: csrfToken, email: "", found: null, error: null };
  const parsed = validateForm(privacyLookupSchema, { email: typed });
  if (!parsed.ok) return { csrf: csrfToken, email: typed, found: null, error: parsed.fields.email ?? "Please enter an e-mail address." };
  return { csrf: csrfToken, email: parsed.data.email, found: await args.context.get(servicesContext).people.erasure.find(parsed.data.email), error: null };
}

/** Erases everything kept for the address, area by area, each with its audit line. */
export async function action(args: Route.ActionArgs) {
  const { actor, values } = await adminForm(args);
  const parsed = parseOr400(privacyLookupSchema, { email: values.id });
  if (!parsed.ok) return parsed.response;
  const outcome = await args.context.get(servicesContext).people.erasure.erase(parsed.data.email, actor);
  if (!outcome.ok) return refused(outcome);
  return data<FormFailure & { erased?: { email: string; removed: Record<string, number> } }>({ erased: { email: parsed.data.email, removed: outcome.value.removed } });
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, email, found, error } = loaderData;
  const navigation = useNavigation();
  const erased = (actionData as { erased?: { email: string; removed: Record<string, number> } } | undefined)?.erased;
  const looking = navigation.state === "loading" && navigation.location?.pathname === areaPath("privacy");
  return (
    <>
      <AdminHeading title="Privacy requests" lead="When someone asks what the website keeps about them, or asks to be forgotten, look up their e-mail address here. Erasing removes their messages, prayer requests, directory entries, registrations, enquiries and subscriptions, and the record of what they agreed to; the counts in reports stay." />
      {erased ? (
        <div className="mt-6">
          <Notice>
            Erased everything kept for {erased.email}
            {Object.keys(erased.removed).length ? `: ${Object.entries(erased.removed).map(([label, n]) => `${label.toLowerCase()} (${n})`).join(", ")}.` : ". There was nothing left to erase."} The change log on the dashboard says who did it.
          </Notice>
        </div>
      ) : null}
      {actionData && "error" in actionData && actionData.error ? <Alert>{actionData.error}</Alert> : null}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <Field label="E-mail address" name="email" type="email" defaultValue={email} error={error ?? undefined} autoComplete="off" />
        </div>
        <button type="submit" className="rounded-md bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900" disabled={looking}>
          {looking ? "Looking..." : "Look up"}
        </button>
      </Form>
      {found && !erased ? (
        <CardSection title={`What the website keeps for ${email}`}>
          {found.length === 0 ? (
            <EmptyState>Nothing: no area of the website keeps anything for this address.</EmptyState>
          ) : (
            <>
              {found.map((part) => (
                <section key={part.label} className="mt-4">
                  <h3 className="font-semibold">
                    {part.label} ({part.records.length})
                  </h3>
                  <ul className="mt-1 list-disc pl-6 text-sm">
                    {part.records.map((record) => (
                      <li key={record}>{record}</li>
                    ))}
                  </ul>
                </section>
              ))}
              <div className="mt-6">
                <DeleteButton csrf={csrf} id={email} label="Erase" thing="person's data" what={`everything the website keeps for ${email}`} />
              </div>
            </>
          )}
        </CardSection>
      ) : null}
    </>
  );
}
