import { data } from "react-router";
import { LinkGone, Outcome, PrayerLinkPage, TypedText, privateHeaders } from "../../../components/prayer.tsx";
import { servicesContext } from "../../../context.ts";
import { prayerToken } from "../../../lib/prayer-token.ts";
import { prayedTimes } from "../../../../shared/prayer.ts";
import type { Route } from "./+types/prayed";

export const meta: Route.MetaFunction = () => [{ title: "I prayed" }, { name: "robots", content: "noindex, nofollow" }];
export const headers = privateHeaders;

const tokenOf = (request: Request) => prayerToken(request, "/prayer/prayed");

/** Opening the link counts nothing (a mail scanner opens links too): the member presses the button. */
export async function loader(args: Route.LoaderArgs) {
  const view = await args.context.get(servicesContext).prayer.teamPrayers.prayedPage(tokenOf(args.request));
  return data({ view }, { status: view ? 200 : 404 });
}

/** Counts the member's prayer once: the link is used up in the same statement. */
export async function action(args: Route.ActionArgs) {
  const outcome = await args.context.get(servicesContext).prayer.teamPrayers.prayed(tokenOf(args.request));
  if (!outcome.ok) return data({ ok: false as const, message: outcome.error }, { status: outcome.status });
  return { ok: true as const, message: `Thank you for praying for ${outcome.value.firstName || "them"}. They will see that ${prayedTimes(outcome.value.prayers)} ${outcome.value.prayers === 1 ? "has" : "have"} been prayed for them.`, view: outcome.value };
}

export default function Prayed({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <PrayerLinkPage title="Thank you for praying">
        <Outcome ok message={actionData.message} />
        <p>
          Prayed for {prayedTimes(actionData.view.prayers)} so far.
        </p>
      </PrayerLinkPage>
    );
  }
  const { view } = loaderData;
  if (!view) return <LinkGone what="the request" />;
  return (
    <PrayerLinkPage title={`Pray for ${view.firstName || "this request"}`}>
      {actionData ? <Outcome ok={false} message={actionData.message} /> : null}
      <TypedText text={view.message} className="text-lg" />
      {view.open ? (
        <form method="post">
          <button type="submit" className="btn">
            I prayed
          </button>
        </form>
      ) : (
        <p>This request is no longer open. Thank you for your prayers.</p>
      )}
    </PrayerLinkPage>
  );
}
