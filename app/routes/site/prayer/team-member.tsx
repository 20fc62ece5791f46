import { data } from "react-router";
import { LinkGone, Outcome, PrayerLinkPage, privateHeaders } from "../../../components/prayer.tsx";
import { servicesContext } from "../../../context.ts";
import { prayerToken } from "../../../lib/prayer-token.ts";
import { formValues, validateForm } from "../../../lib/form-values.ts";
import { DELIVERY_LABELS, TEAM_DELIVERIES } from "../../../../shared/prayer.ts";
import { deliverySchema } from "../../../../shared/schemas/prayer.ts";
import type { Route } from "./+types/team-member";

export const meta: Route.MetaFunction = () => [{ title: "Your prayer team e-mails" }, { name: "robots", content: "noindex, nofollow" }];
export const headers = privateHeaders;

const tokenOf = (request: Request) => prayerToken(request, "/prayer/team");

export async function loader(args: Route.LoaderArgs) {
  const member = await args.context.get(servicesContext).prayer.team.member(tokenOf(args.request));
  return data({ member }, { status: member ? 200 : 404 });
}

/**
 * How often, or leave. A mail app's one-click unsubscribe (RFC 8058) posts "List-Unsubscribe=One-Click"
 * here: that leaves too.
 */
export async function action(args: Route.ActionArgs) {
  const { team } = args.context.get(servicesContext).prayer;
  const token = tokenOf(args.request);
  const values = formValues(await args.request.formData());
  if (values.intent === "leave" || values["List-Unsubscribe"] === "One-Click") {
    const outcome = await team.leave(token);
    if (!outcome.ok) return data({ ok: false, message: outcome.error }, { status: outcome.status });
    return { ok: true, message: `You left the prayer team, ${outcome.value.name}. Nothing more will be sent to you. Thank you for your prayers.` };
  }
  const parsed = validateForm(deliverySchema, values);
  if (!parsed.ok) return data({ ok: false, message: parsed.fields.delivery ?? "Please choose how often." }, { status: 400 });
  const outcome = await team.setDelivery({ token, delivery: parsed.data.delivery });
  if (!outcome.ok) return data({ ok: false, message: outcome.error }, { status: outcome.status });
  return { ok: true, message: `Saved: ${DELIVERY_LABELS[parsed.data.delivery].toLowerCase()}.` };
}

export default function TeamMember({ loaderData, actionData }: Route.ComponentProps) {
  const { member } = loaderData;
  if (!member) return <LinkGone what="your place on the team" />;
  return (
    <PrayerLinkPage title="Your prayer team e-mails" lead={`Dear ${member.name}, thank you for praying with us.`}>
      {actionData ? <Outcome ok={actionData.ok} message={actionData.message} /> : null}
      {member.onTeam ? (
        <>
          <form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="delivery" />
            <fieldset>
              <legend className="font-medium">How often would you like the requests?</legend>
              <div className="mt-2 space-y-2">
                {TEAM_DELIVERIES.map((delivery) => (
                  <label key={delivery} className="flex items-center gap-3">
                    <input type="radio" name="delivery" value={delivery} defaultChecked={delivery === member.delivery} className="h-5 w-5" />
                    {DELIVERY_LABELS[delivery]}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="btn">
              Save
            </button>
          </form>
          <form method="post">
            <input type="hidden" name="intent" value="leave" />
            <button type="submit" className="btn-outline">
              Leave the prayer team
            </button>
          </form>
        </>
      ) : (
        <p>You are not on the prayer team now, so nothing is sent to you. If you would like to join again, please ask the church office.</p>
      )}
    </PrayerLinkPage>
  );
}
