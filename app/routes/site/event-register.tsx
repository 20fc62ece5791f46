import { data } from "react-router";
import { Alert, Notice } from "../../components/auth-ui.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { AvailabilityList, RegistrationForm } from "../../components/registration-form.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { pageMeta } from "../../lib/seo.ts";
import { gatherAnswers } from "../../../shared/schemas/registrations.ts";
import type { Route } from "./+types/event-register";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta({ matches, page: { path: `${loaderData.href}/register`, title: `Register: ${loaderData.title}`, description: `Register for ${loaderData.title}.` } }) : [];

/** The event's registration form on a page of its own: where the event page's form posts, and answers. */
export async function loader(args: Route.LoaderArgs) {
  const { events, registrations } = args.context.get(servicesContext);
  const series = await events.publicSeries({ slug: args.params.slug });
  const view = series ? await registrations.forPage(series) : null;
  if (!series || !view) throw data(null, { status: 404 });
  return { title: series.title, href: series.href, view };
}

type Answered = { done: { heading: string; message: string } } | { error: string; fields: Record<string, string>; values: Record<string, string | string[]> };

/** A registration sent by the form (with the captcha's answer, or without one: then it waits for its e-mail check). */
export async function action(args: Route.ActionArgs) {
  const services = args.context.get(servicesContext);
  const form = await args.request.formData();
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || name === "recaptchaToken") continue;
    const before = values[name];
    values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  const outcome = await services.registrations.submit({ raw: gatherAnswers(form), slug: args.params.slug, address: args.context.get(requestContext).address, withoutCaptcha: true });
  if (!outcome.ok) {
    return data<Answered>({ error: outcome.error, fields: "fields" in outcome && outcome.fields ? outcome.fields : {}, values }, { status: outcome.status });
  }
  const { value } = outcome;
  const done =
    value.outcome === "placed"
      ? value.status === "confirmed"
        ? { heading: "You are registered", message: "Thank you. We have e-mailed you the details, a calendar entry and a link to change or cancel your registration." }
        : { heading: "You are on the waitlist", message: `You are number ${value.position} on the waitlist. If a place opens for your party we will e-mail you at once. We have e-mailed you the details and a link to change or cancel.` }
      : value.outcome === "existing"
        ? { heading: "You are already registered", message: "This e-mail address is already registered for this date, so nothing new was added. We have e-mailed it a new link to the registration." }
        : { heading: "Please check your e-mail", message: "We have sent you a link to confirm the registration. It takes its place once you open that link, within a day." };
  return data<Answered>({ done });
}

export default function EventRegister({ loaderData, actionData }: Route.ComponentProps) {
  const { title, href, view } = loaderData;
  const answered = actionData as Answered | undefined;
  const done = answered && "done" in answered ? answered.done : null;
  const failed = answered && "error" in answered ? answered : null;
  return (
    <main id="main">
      <PageHeader title={done ? done.heading : `Register: ${title}`} eyebrow="Registration" />
      <div className="container-page max-w-2xl space-y-6 py-12">
        {done ? (
          <Notice>{done.message}</Notice>
        ) : (
          <>
            {view.open && view.dates.filter((d) => d.takes).length > 1 ? null : <AvailabilityList view={view} />}
            {failed ? <Alert>{failed.error}</Alert> : null}
            {view.open ? <RegistrationForm view={view} action={`${href}/register`} values={failed?.values} fields={failed?.fields} /> : <p>No date takes registrations at the moment.</p>}
          </>
        )}
        <p>
          <a href={href} className="inline-flex min-h-6 items-center">
            Back to {title}
          </a>
        </p>
      </div>
    </main>
  );
}
