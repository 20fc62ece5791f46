import { data } from "react-router";
import { Alert, Notice } from "../../components/auth-ui.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { servicesContext } from "../../context.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { pageQuery } from "../../../shared/page-queries.ts";
import type { Route } from "./+types/registration-confirm";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Confirm your registration");

export const headers = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

/**
 * The e-mail check of a registration sent without the captcha (a browser without JavaScript). Opening
 * the link shows a button; the registration takes its place when it is pressed (a mail scanner that
 * follows links does not use it up).
 */
export async function loader(args: Route.LoaderArgs) {
  return { token: pageQuery(new URL(args.request.url), "/registration/confirm").get("token") ?? "" };
}

export async function action(args: Route.ActionArgs) {
  const token = pageQuery(new URL(args.request.url), "/registration/confirm").get("token") ?? "";
  const outcome = await args.context.get(servicesContext).registrations.confirmCheck(token);
  if (!outcome.ok) return data({ error: outcome.error, done: null }, { status: outcome.status });
  const { value } = outcome;
  const done =
    value.outcome === "placed"
      ? value.status === "confirmed"
        ? `You are registered for ${value.title}. We have e-mailed you the details and a link to change or cancel.`
        : `You are number ${value.position} on the waitlist for ${value.title}. We have e-mailed you the details.`
      : "Your registration is confirmed.";
  return { error: null, done };
}

export default function RegistrationConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader title="Confirm your registration" />
      <div className="container-page max-w-2xl space-y-6 py-12">
        {actionData?.done ? <Notice>{actionData.done}</Notice> : null}
        {actionData?.error ? <Alert>{actionData.error}</Alert> : null}
        {actionData ? null : (
          <form method="post" action={`/registration/confirm?token=${encodeURIComponent(loaderData.token)}`}>
            <p>Press the button to confirm the registration you asked for.</p>
            <button type="submit" className="btn mt-4">
              Confirm my registration
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
