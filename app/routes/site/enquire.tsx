import { data, redirect } from "react-router";
import { EnquiryForm } from "../../components/enquiries/enquiry-form.tsx";
import { WordsPage } from "../../components/page-header.tsx";
import { Prose } from "../../components/prose.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { pageContent } from "../../lib/content.server.ts";
import { formValues, validateForm } from "../../lib/form-values.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import { pageQuery } from "../../../shared/page-queries.ts";
import { enquirySchema } from "../../../shared/schemas/enquiries.ts";
import type { Route } from "./+types/enquire";

/** Per address: a family sends one enquiry per child; a few more allow for typing mistakes. */
const ENQUIRY_RATE = { limit: 5, windowMs: 60 * 60_000 };

export const meta: Route.MetaFunction = pageWordsMeta;

export async function loader(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  const { page } = await pageContent(args, "/childcare-preschool/enquire");
  const facts = await services.enquiries.formFacts();
  const sent = pageQuery(new URL(args.request.url), "/childcare-preschool/enquire").get("sent") !== null;
  return { page, facts, sent };
}

/** The form posts here: checked with its schema, the captcha and the limits, then the family joins its room's list and opens its status page. */
export async function action(args: Route.ActionArgs) {
  const services = args.context.get(servicesContext);
  const values = formValues(await args.request.formData());
  const typed = { ...values, recaptchaToken: "" };
  const parsed = validateForm(enquirySchema(services.today()), values);
  if (!parsed.ok) return data({ error: "Please correct the fields marked below.", fields: parsed.fields, values: typed }, { status: 400 });
  const input = parsed.data;
  // A robot filled the hidden field: it is answered as a family without the captcha would be, and nothing is kept.
  if (input.honeypot.trim()) return redirect("/childcare-preschool/enquire?sent=1");
  const address = args.context.get(requestContext).address;
  const limit = await services.limiter.hit(`form:enquiry:${address}`, ENQUIRY_RATE);
  if (!limit.allowed) {
    return data({ error: `You have sent several enquiries in a short time. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes and try again, or call us.`, values: typed }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  // A solved captcha puts the family on the list at once; without one the parent confirms from the e-mail.
  const captcha = input.recaptchaToken ? await services.captcha.verify(input.recaptchaToken, address) : { ok: false as const, error: "" };
  if (!captcha.ok && input.recaptchaToken) return data({ error: captcha.error, values: typed }, { status: 400 });
  const { recaptchaToken: _token, honeypot: _honeypot, ...enquiry } = input;
  const result = await services.enquiries.enquire({ input: enquiry, captcha: captcha.ok });
  if (!result.ok) return data({ error: result.error, fields: result.fields, values: typed }, { status: result.status });
  if (result.kind === "created") return redirect(`/childcare-preschool/enquiry?token=${result.token}&new=1`);
  return redirect(`/childcare-preschool/enquire?sent=${result.kind === "already" ? "again" : "1"}`);
}

export default function Enquire({ loaderData, actionData }: Route.ComponentProps) {
  const { page, facts, sent } = loaderData;
  const words = page.sections;
  return (
    <WordsPage eyebrow="Childcare" page={page}>
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="form-heading">
          <h2 id="form-heading" className="text-3xl">
            Ask about a place
          </h2>
          {sent ? (
            <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-4 font-semibold text-green-900">
              Thank you. Please look for our e-mail: it has the link to your enquiry. If you asked before for the same child, the e-mail has your first enquiry's link, which keeps its place.
            </p>
          ) : null}
          {facts.rooms.length ? (
            <p className="mt-2">Our rooms: {facts.rooms.map((r) => `${r.name} (${r.band})`).join("; ")}.</p>
          ) : null}
          <div className="mt-6">
            <EnquiryForm facts={facts} answer={actionData} />
          </div>
        </section>
        <aside className="space-y-6">
          {words["next-steps"] ? <Prose html={words["next-steps"]} /> : null}
          {words.priority ? <Prose html={words.priority} /> : null}
          <section aria-labelledby="keeping-heading">
            {words.privacy ? <Prose html={words.privacy} /> : null}
            <h3 id="keeping-heading" className="mt-4 text-lg font-semibold">
              How long we keep it
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {facts.keeping.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </WordsPage>
  );
}
