import { isRouteErrorResponse, useLocation } from "react-router";
import { AuthPage, Alert } from "./auth-ui.tsx";
import { NotFound } from "./not-found.tsx";

/**
 * A sign-in page whose request failed on the server or on the way (spec section 8): the page's own
 * words for it and a way to try again. A link missing its parameters is the not-found page instead.
 */
export function AuthFailure({ error, title, message }: { error: unknown; title: string; message: string }) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <AuthPage title={title}>
      <div className="space-y-4">
        <Alert>{message}</Alert>
        <p className="text-center">
          {/* A fresh page load, so that the form starts again from what the server says now. */}
          <a href={location.pathname + location.search} className="inline-block py-1 font-medium">
            Try again
          </a>
        </p>
      </div>
    </AuthPage>
  );
}
