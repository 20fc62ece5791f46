import { Link, data, isRouteErrorResponse, redirect } from "react-router";
import { AuthFailure } from "../../components/auth-failure.tsx";
import { Alert, AuthPage } from "../../components/auth-ui.tsx";
import { NewPasswordForm } from "../../components/new-password-form.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { authForm, parseForm, refusedForm } from "../../lib/auth-form.server.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { manualResetFormSchema } from "../../../shared/schemas/auth.ts";
import type { Route } from "./+types/manual-reset";

export const meta: Route.MetaFunction = ({ error, matches }) => privateMeta(matches, isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Set your password");

/** Spec section 4: without a token the link shows the not-found page; otherwise the link is checked. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token")?.trim();
  if (!token) throw data(null, { status: 404 });
  const check = await context.get(servicesContext).resets.verifyManualReset({ token, address: context.get(requestContext).address });
  return { token, error: check.ok ? null : check.error };
}

/** Spec section 4: on success, to /login?reset=1. */
export async function action(args: Route.ActionArgs) {
  const { services, address, values } = await authForm(args);
  const parsed = parseForm(manualResetFormSchema, values);
  if (!parsed.ok) return parsed.response;
  const result = await services.resets.completeManualReset({ token: parsed.data.token, password: parsed.data.password, address });
  return result.ok ? redirect("/login?reset=1") : refusedForm(result);
}

export default function ManualReset({ loaderData, actionData }: Route.ComponentProps) {
  const { token, error } = loaderData;
  return (
    <AuthPage title="Set your password" lead={error ? undefined : "Your administrator made this link for you. Choose a new password to sign in with."}>
      {error ? (
        <div className="space-y-4">
          <Alert>{error}</Alert>
          <p className="text-slate-700">Reset links work once and last a day. Ask your administrator for a new one.</p>
          <p className="text-center">
            <Link to="/login" className="inline-block py-1 font-medium">
              Back to sign in
            </Link>
          </p>
        </div>
      ) : (
        <NewPasswordForm schema={manualResetFormSchema} token={token} passwordName="password" submitLabel="Set password" answer={actionData} />
      )}
    </AuthPage>
  );
}

/** Spec section 8: what the page says when its request fails. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AuthFailure error={error} title="Set your password" message={"Password reset failed."} />;
}
