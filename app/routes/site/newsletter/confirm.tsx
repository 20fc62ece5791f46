import { data } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { servicesContext } from "../../../context.ts";
import { PRIVATE_PAGE_HEADERS, linkNotValid, privatePageHeaders, tokenOf } from "../../../lib/newsletter.server.ts";
import { noindex } from "../../../lib/seo.ts";
import type { Route } from "./+types/confirm";

export const meta: Route.MetaFunction = () => [{ title: "Confirm your subscription" }, noindex];
export const headers = privatePageHeaders;

/**
 * The link of the confirmation e-mail (issue 37) opens this page, which asks before confirming: mail
 * scanners open links too, and only a person presses the button. Valid 7 days, once.
 */
export async function loader(args: Route.LoaderArgs) {
  const token = tokenOf(args.url);
  const found = token ? await args.context.get(servicesContext).newsletter.subscriptions.openConfirmation(token) : null;
  if (!found) return linkNotValid();
  return data({ state: "ask" as const, token, ...found }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action(args: Route.ActionArgs) {
  const token = tokenOf(args.url, await args.request.formData());
  const outcome = token ? await args.context.get(servicesContext).newsletter.subscriptions.confirm(token) : null;
  if (!outcome?.ok) return linkNotValid();
  return data({ state: "confirmed" as const, ...outcome.value }, { headers: PRIVATE_PAGE_HEADERS });
}

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData ?? loaderData;
  return (
    <main id="main">
      <PageHeader title={answer.state === "confirmed" ? "You are subscribed" : "Confirm your subscription"} />
      <div className="container-page max-w-2xl py-12 text-lg">
        {answer.state === "invalid" ? (
          <>
            <p role="alert">{answer.message}</p>
            <p className="mt-6">
              <a href="/newsletter" className="btn">
                Go to the sign-up page
              </a>
            </p>
          </>
        ) : answer.state === "ask" ? (
          <form method="post">
            <input type="hidden" name="token" value={answer.token} />
            <p>
              Please confirm that <strong>{answer.email}</strong> should receive {answer.lists.join(" and ")}.
            </p>
            <button type="submit" className="btn mt-6">
              Yes, subscribe me
            </button>
          </form>
        ) : (
          <div role="status">
            <p>
              Thank you. <strong>{answer.email}</strong> now receives {answer.lists.join(" and ")}.
            </p>
            <p className="mt-4">
              Every e-mail has a link to change your lists or unsubscribe. You can also{" "}
              <a href={`/newsletter/preferences?token=${answer.preferencesToken}`}>change your lists now</a>.
            </p>
          </div>
        )}
      </div>
    </main>
  );
}
