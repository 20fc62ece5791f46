import { renderToString } from "react-dom/server";
import { RouterProvider, createMemoryRouter, useRouteError } from "react-router";
import { describe, expect, it } from "vitest";
import * as forgotPassword from "./forgot-password.tsx";
import * as login from "./login.tsx";
import * as manualReset from "./manual-reset.tsx";
import * as register from "./register.tsx";
import * as resetPassword from "./reset-password.tsx";

type Boundary = (props: { error: unknown }) => React.ReactNode;

/** Renders a page whose request failed with `error`, as React Router shows it (the route's own error boundary). */
function failed(module: { ErrorBoundary: unknown }, { path, id, error, loaderData }: { path: string; id: string; error: unknown; loaderData?: unknown }) {
  const ErrorBoundary = module.ErrorBoundary as Boundary;
  const router = createMemoryRouter([{ id, path: path.split("?")[0], Component: () => null, ErrorBoundary: () => <ErrorBoundary error={useRouteError()} /> }], {
    initialEntries: [path],
    hydrationData: { loaderData: loaderData === undefined ? {} : { [id]: loaderData }, errors: { [id]: error } },
  });
  return renderToString(<RouterProvider router={router} />);
}

/** Spec section 8: what each sign-in page says when its request fails on the server or on the way. */
describe("sign-in pages whose request failed", () => {
  const down = new Error("the database is down");

  it("say the spec's words for each page, with a way to try again", () => {
    const cases = [
      { module: forgotPassword, path: "/forgot-password", id: "routes/auth/forgot-password", text: "If an account exists with an email set, a reset link will be sent." },
      { module: resetPassword, path: "/reset-password?token=t", id: "routes/auth/reset-password", text: "Something went wrong." },
      { module: register, path: "/register?invite=i&email=a%40b.org", id: "routes/auth/register", text: "Registration failed." },
      { module: manualReset, path: "/manual-reset?token=t", id: "routes/auth/manual-reset", text: "Password reset failed." },
    ];
    for (const { module, path, id, text } of cases) {
      const html = failed(module, { path, id, error: down });
      expect(html, path).toContain(text);
      expect(html, path).toContain(`href="${path.replaceAll("&", "&amp;")}"`);
    }
  });

  it("says which step of the sign-in failed", () => {
    expect(failed(login, { path: "/login", id: "routes/auth/login", error: down, loaderData: { registered: false, reset: false, secondStep: null } })).toContain("Login failed. Please try again.");
    const second = { registered: false, reset: false, secondStep: { method: "app", proof: "code" } };
    expect(failed(login, { path: "/login", id: "routes/auth/login", error: down, loaderData: second })).toContain("Verification failed. Please try again.");
  });

  it("is the not-found page for a link without its parameters", () => {
    // What the router makes of the loader's `throw data(null, { status: 404 })`.
    const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };
    const html = failed(register, { path: "/register", id: "routes/auth/register", error: notFound });
    expect(html).toContain("The page you are looking for can not be found");
    expect(html).toContain("Return to Homepage");
  });
});
