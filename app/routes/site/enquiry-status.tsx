import { data, redirect } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { EnquiryStatusView } from "../../components/enquiries/status-view.tsx";
import { servicesContext } from "../../context.ts";
import { formValues, validateForm } from "../../lib/form-values.ts";
import { noindex } from "../../lib/seo.ts";
import { pageQuery } from "../../../shared/page-queries.ts";
import { enquiryChangeSchema, tourChoiceSchema } from "../../../shared/schemas/enquiries.ts";
import type { Route } from "./+types/enquiry-status";

const PATH = "/childcare-preschool/enquiry";

/** A family's page: personal, so never cached, never indexed, and its address (with the token) never sent on as a referrer. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export const meta: Route.MetaFunction = () => [{ title: "Your childcare enquiry" }, noindex];

function queryOf(request: Request) {
  const query = pageQuery(new URL(request.url), PATH);
  return { token: query.get("token") ?? "", answer: query.get("answer"), isNew: query.get("new") !== null, done: query.get("done") };
}

export async function loader(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  const { token, answer, isNew, done } = queryOf(args.request);
  const view = token ? await services.enquiries.family.view(token) : null;
  const months = view ? (await services.enquiries.formFacts()).months : [];
  return data({ view, token, answer: answer === "accept" ? ("accept" as const) : answer === "decline" ? ("decline" as const) : null, isNew, done, months }, { status: view ? 200 : 404 });
}

/** What the family does from its link; each is one change, then the page again with what happened. */
export async function action(args: Route.ActionArgs) {
  const services = args.context.get(servicesContext);
  const family = services.enquiries.family;
  const { token } = queryOf(args.request);
  const values = formValues(await args.request.formData());
  const intent = values.intent ?? "";
  let outcome;
  if (intent === "change") {
    const parsed = validateForm(enquiryChangeSchema(services.today()), values);
    if (!parsed.ok) return data({ intent, error: "Please correct the fields marked below.", fields: parsed.fields }, { status: 400 });
    outcome = await family.change(token, parsed.data);
  } else if (intent === "book-tour") {
    const parsed = validateForm(tourChoiceSchema, values);
    if (!parsed.ok) return data({ intent, error: parsed.fields.slot ?? "Please choose a tour time.", fields: parsed.fields }, { status: 400 });
    outcome = await family.bookTour(token, parsed.data.slot);
  } else if (intent === "confirm") outcome = await family.confirm(token);
  else if (intent === "cancel-tour") outcome = await family.cancelTour(token);
  else if (intent === "withdraw") outcome = await family.withdraw(token);
  else if (intent === "accept" || intent === "decline") outcome = await family.answer(token, intent === "accept");
  else return data({ intent, error: "Please use one of the buttons on the page." }, { status: 400 });
  if (!outcome.ok) return data({ intent, error: outcome.error, fields: outcome.fields }, { status: outcome.status });
  return redirect(`${PATH}?token=${encodeURIComponent(token)}&done=${intent}`);
}

export default function EnquiryStatus({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <main id="main">
      <PageHeader eyebrow="Childcare" title={view ? `${view.childName}'s enquiry` : "Your childcare enquiry"} />
      <div className="container-page py-10">
        <EnquiryStatusView {...loaderData} failure={actionData} />
      </div>
    </main>
  );
}
