import { data } from "react-router";
import { LinkGone, Outcome, PrayerLinkPage, TypedText, privateHeaders } from "../../../components/prayer.tsx";
import { servicesContext } from "../../../context.ts";
import { prayerToken } from "../../../lib/prayer-token.ts";
import { formValues, validateForm } from "../../../lib/form-values.ts";
import { LIMITS } from "../../../../shared/prayer.ts";
import { encouragementSchema } from "../../../../shared/schemas/prayer.ts";
import type { Route } from "./+types/encourage";

export const meta: Route.MetaFunction = () => [{ title: "Send a word of encouragement" }, { name: "robots", content: "noindex, nofollow" }];
export const headers = privateHeaders;

const tokenOf = (request: Request) => prayerToken(request, "/prayer/encourage");

export async function loader(args: Route.LoaderArgs) {
  const view = await args.context.get(servicesContext).prayer.teamPrayers.encouragePage(tokenOf(args.request));
  return data({ view }, { status: view ? 200 : 404 });
}

/** The site relays the words by e-mail: neither side sees the other's address. */
export async function action(args: Route.ActionArgs) {
  const parsed = validateForm(encouragementSchema, formValues(await args.request.formData()));
  if (!parsed.ok) return data({ ok: false, message: parsed.fields.message ?? "Please write a few words." }, { status: 400 });
  const outcome = await args.context.get(servicesContext).prayer.teamPrayers.encourage({ token: tokenOf(args.request), message: parsed.data.message });
  if (!outcome.ok) return data({ ok: false, message: outcome.error }, { status: outcome.status });
  return { ok: true, message: `Your words are on their way to ${outcome.value.firstName || "them"}. Thank you.` };
}

export default function Encourage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (!view) return <LinkGone what="the request" />;
  return (
    <PrayerLinkPage title={`A word of encouragement for ${view.firstName || "them"}`}>
      <TypedText text={view.message} className="text-lg" />
      {actionData ? <Outcome ok={actionData.ok} message={actionData.message} /> : null}
      {view.canEncourage && !actionData?.ok ? (
        <form method="post" className="space-y-3">
          <label htmlFor="message" className="block font-medium">
            Your words
          </label>
          <p className="text-sm text-slate-700">They are sent with your first name only: your e-mail address is not shown, and neither is theirs.</p>
          <textarea id="message" name="message" rows={5} required maxLength={LIMITS.encouragement} className="block w-full rounded-md border border-slate-400 px-3 py-2" />
          <button type="submit" className="btn">
            Send
          </button>
        </form>
      ) : null}
      {!view.canEncourage ? <p>Words can no longer be sent for this request.</p> : null}
    </PrayerLinkPage>
  );
}
