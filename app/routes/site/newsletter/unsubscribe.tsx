import { data } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { servicesContext } from "../../../context.ts";
import { PRIVATE_PAGE_HEADERS, linkNotValid, privatePageHeaders, tokenOf } from "../../../lib/newsletter.server.ts";
import { noindex } from "../../../lib/seo.ts";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => [{ title: "Unsubscribe" }, noindex];
export const headers = privatePageHeaders;

/** The unsubscribe link of every issue: a page with one button (a link opened by a mail scanner unsubscribes nobody). */
export async function loader(args: Route.LoaderArgs) {
  const token = tokenOf(args.url);
  const found = token ? await args.context.get(servicesContext).newsletter.subscriptions.openPreferences(token) : null;
  if (!found) return linkNotValid();
  return data({ state: found.unsubscribed ? ("done" as const) : ("ask" as const), token, email: found.email }, { headers: PRIVATE_PAGE_HEADERS });
}

/**
 * One POST unsubscribes at once, no sign-in: the page's button, and the mail client's one-click
 * (RFC 8058: `List-Unsubscribe=One-Click` posted to the List-Unsubscribe address, token in the query).
 */
export async function action(args: Route.ActionArgs) {
  const token = tokenOf(args.url, await args.request.formData());
  const outcome = token ? await args.context.get(servicesContext).newsletter.subscriptions.unsubscribe(token) : null;
  if (!outcome?.ok) return linkNotValid();
  return data({ state: "done" as const, token, email: outcome.value.email }, { headers: PRIVATE_PAGE_HEADERS });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData ?? loaderData;
  return (
    <main id="main">
      <PageHeader title={answer.state === "done" ? "You are unsubscribed" : "Unsubscribe"} />
      <div className="container-page max-w-2xl py-12 text-lg">
        {answer.state === "invalid" ? (
          <p role="alert">{answer.message}</p>
        ) : answer.state === "ask" ? (
          <form method="post">
            <input type="hidden" name="token" value={answer.token} />
            <p>
              Stop every e-mail of our newsletter to <strong>{answer.email}</strong>?
            </p>
            <button type="submit" className="btn mt-6">
              Unsubscribe
            </button>
            <p className="mt-6">
              Or <a href={`/newsletter/preferences?token=${answer.token}`}>keep some lists</a>.
            </p>
          </form>
        ) : (
          <div role="status">
            <p>
              <strong>{answer.email}</strong> gets no more newsletter e-mails, from now on.
            </p>
            <p className="mt-4">
              Changed your mind? <a href="/newsletter">Sign up again</a>: we will ask you to confirm your address once more.
            </p>
          </div>
        )}
      </div>
    </main>
  );
}
