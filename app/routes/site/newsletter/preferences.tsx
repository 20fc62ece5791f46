import { data } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { servicesContext } from "../../../context.ts";
import { PRIVATE_PAGE_HEADERS, linkNotValid, privatePageHeaders, tokenOf } from "../../../lib/newsletter.server.ts";
import { noindex } from "../../../lib/seo.ts";
import { preferencesSchema } from "../../../../shared/schemas/newsletter.ts";
import type { Route } from "./+types/preferences";

export const meta: Route.MetaFunction = () => [{ title: "Your newsletter lists" }, noindex];
export const headers = privatePageHeaders;

async function open(args: { url: URL; context: Route.LoaderArgs["context"] }, token: string) {
  return token ? await args.context.get(servicesContext).newsletter.subscriptions.openPreferences(token) : null;
}

/** The preferences link of every issue (issue 37): the lists, ticked where the address is subscribed. */
export async function loader(args: Route.LoaderArgs) {
  const token = tokenOf(args.url);
  const found = await open(args, token);
  if (!found) return linkNotValid();
  return data({ state: "open" as const, token, ...found, message: null as string | null, error: null as string | null }, { headers: PRIVATE_PAGE_HEADERS });
}

/** Keeps the lists ticked; none ticked unsubscribes from everything. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const token = tokenOf(args.url, form);
  const parsed = preferencesSchema.safeParse({ list: form.getAll("list") });
  const outcome = token && parsed.success ? await args.context.get(servicesContext).newsletter.subscriptions.savePreferences(token, parsed.data.list) : null;
  const found = await open(args, token);
  if (!found) return linkNotValid();
  const message = outcome?.ok ? (outcome.value.lists.length ? `Saved. You get ${outcome.value.lists.join(" and ")}.` : "Saved. You are unsubscribed from every list.") : null;
  const error = outcome && !outcome.ok ? outcome.error : parsed.success ? null : "That list does not exist. Please reload the page and choose again.";
  return data({ state: "open" as const, token, ...found, message, error }, { status: outcome && !outcome.ok ? outcome.status : 200, headers: PRIVATE_PAGE_HEADERS });
}

export default function Preferences({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData ?? loaderData;
  return (
    <main id="main">
      <PageHeader title="Your newsletter lists" />
      <div className="container-page max-w-2xl py-12 text-lg">
        {answer.state === "invalid" ? (
          <p role="alert">{answer.message}</p>
        ) : (
          <form method="post">
            <input type="hidden" name="token" value={answer.token} />
            <p>
              E-mails to <strong>{answer.email}</strong>
              {answer.unsubscribed ? ": you are unsubscribed from every list." : ". Untick a list to stop it; untick them all to unsubscribe."}
            </p>
            <fieldset className="mt-6">
              <legend className="font-semibold">Lists</legend>
              <div className="mt-2 space-y-3">
                {answer.lists.map((list) => (
                  <label key={list.key} className="flex items-start gap-3">
                    <input type="checkbox" name="list" value={list.key} defaultChecked={list.subscribed} className="mt-1.5 h-5 w-5 shrink-0" />
                    <span>
                      <span className="font-semibold">{list.name}</span>
                      {list.description ? <span className="block text-base text-slate-600">{list.description}</span> : null}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="btn mt-6">
              Save my lists
            </button>
            <p role="status" className="mt-4 font-semibold text-green-800">
              {answer.message ?? ""}
            </p>
            <p role="alert" className="font-semibold text-red-800">
              {answer.error ?? ""}
            </p>
            {!answer.unsubscribed ? (
              <p className="mt-6">
                <a href={`/newsletter/unsubscribe?token=${answer.token}`}>Unsubscribe from everything</a>
              </p>
            ) : (
              <p className="mt-6">
                To come back, <a href="/newsletter">sign up again</a>: we will ask you to confirm your address.
              </p>
            )}
          </form>
        )}
      </div>
    </main>
  );
}
