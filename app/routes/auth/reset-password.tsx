import { Link } from "react-router";
import { AuthFailure } from "../../components/auth-failure.tsx";
import { Alert, AuthPage, Notice } from "../../components/auth-ui.tsx";
import { NewPasswordForm, RedirectToLogin } from "../../components/new-password-form.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { authForm, doneForm, parseForm, refusedForm } from "../../lib/auth-form.server.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { messages, resetPasswordFormSchema } from "../../../shared/schemas/auth.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Choose a new password");

/** The e-mailed link: valid (the form) or not (spec section 4: a message, then /login after 3 s). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token")?.trim() || null;
  if (!token) return { token, valid: false };
  const check = await context.get(servicesContext).resets.verifyResetToken({ token, address: context.get(requestContext).address });
  return { token, valid: check.ok };
}

export async function action(args: Route.ActionArgs) {
  const { services, address, values } = await authForm(args);
  const keep = ["email"];
  const parsed = parseForm(resetPasswordFormSchema, values, { keep });
  if (!parsed.ok) return parsed.response;
  const result = await services.resets.resetPassword({ token: parsed.data.token, email: parsed.data.email, newPassword: parsed.data.newPassword, address });
  return result.ok ? doneForm({ message: result.message }) : refusedForm(result, { values, keep });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, valid } = loaderData;
  // After a reset the link is spent, so the answer comes before the link's check.
  const done = actionData?.ok ? actionData.message : null;
  return (
    <AuthPage title="Choose a new password">
      {done ? (
        <>
          <Notice>{done}</Notice>
          <RedirectToLogin />
        </>
      ) : !valid || !token ? (
        <>
          <Alert>{messages.badResetLink}</Alert>
          <RedirectToLogin />
        </>
      ) : (
        <NewPasswordForm schema={resetPasswordFormSchema} token={token} askEmail passwordName="newPassword" submitLabel="Set new password" answer={actionData} />
      )}
      <p className="mt-6 text-center">
        <Link to="/login" className="inline-block py-1 font-medium">
          Back to sign in
        </Link>
      </p>
    </AuthPage>
  );
}

/** Spec section 8: what the page says when its request fails. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AuthFailure error={error} title="Choose a new password" message={"Something went wrong."} />;
}
