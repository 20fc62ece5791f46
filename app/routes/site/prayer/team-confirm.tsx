import { data } from "react-router";
import { LinkGone, Outcome, PrayerLinkPage, privateHeaders } from "../../../components/prayer.tsx";
import { servicesContext } from "../../../context.ts";
import { prayerToken } from "../../../lib/prayer-token.ts";
import { formValues, validateForm } from "../../../lib/form-values.ts";
import { DELIVERY_LABELS, TEAM_CONSENT, TEAM_DELIVERIES } from "../../../../shared/prayer.ts";
import { deliverySchema } from "../../../../shared/schemas/prayer.ts";
import type { Route } from "./+types/team-confirm";

export const meta: Route.MetaFunction = () => [{ title: "Join the prayer team" }, { name: "robots", content: "noindex, nofollow" }];
export const headers = privateHeaders;

const tokenOf = (request: Request) => prayerToken(request, "/prayer/team/confirm");

export async function loader(args: Route.LoaderArgs) {
  const member = await args.context.get(servicesContext).prayer.team.confirmation(tokenOf(args.request));
  return data({ member, consent: TEAM_CONSENT.wording }, { status: member ? 200 : 404 });
}

/** Confirms (the link works once) and records the consent in the words shown. */
export async function action(args: Route.ActionArgs) {
  const parsed = validateForm(deliverySchema, formValues(await args.request.formData()));
  if (!parsed.ok) return data({ ok: false, message: parsed.fields.delivery ?? "Please choose how often." }, { status: 400 });
  const outcome = await args.context.get(servicesContext).prayer.team.confirm({ token: tokenOf(args.request), delivery: parsed.data.delivery });
  if (!outcome.ok) return data({ ok: false, message: outcome.error }, { status: outcome.status });
  return { ok: true, message: `Welcome to the prayer team, ${outcome.value.name}. You will get ${DELIVERY_LABELS[parsed.data.delivery].toLowerCase()}; every e-mail has a link to change that or to leave.` };
}

export default function TeamConfirm({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <PrayerLinkPage title="You joined the prayer team">
        <Outcome ok message={actionData.message} />
      </PrayerLinkPage>
    );
  }
  const { member, consent } = loaderData;
  if (!member) return <LinkGone what="the invitation" />;
  return (
    <PrayerLinkPage title="Join the prayer team" lead={`Dear ${member.name}, the church staff added you to the prayer team.`}>
      {actionData ? <Outcome ok={false} message={actionData.message} /> : null}
      <form method="post" className="space-y-4">
        <fieldset>
          <legend className="font-medium">How often would you like the requests?</legend>
          <div className="mt-2 space-y-2">
            {TEAM_DELIVERIES.map((delivery) => (
              <label key={delivery} className="flex items-center gap-3">
                <input type="radio" name="delivery" value={delivery} defaultChecked={delivery === "each"} className="h-5 w-5" />
                {DELIVERY_LABELS[delivery]}
              </label>
            ))}
          </div>
        </fieldset>
        <p>By confirming you agree: “{consent}”</p>
        <button type="submit" className="btn">
          Confirm
        </button>
      </form>
    </PrayerLinkPage>
  );
}
