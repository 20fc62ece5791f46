import { Outlet, isRouteErrorResponse } from "react-router";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import type { Route } from "./+types/layout";

export default function SiteLayout() {
  return (
    <>
      <SiteHeader user={null} />
      <Outlet />
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <SiteHeader user={null} />
      <main id="main" className="container-page py-20 text-center">
        <h1 className="text-3xl">{notFound ? "The page you are looking for can not be found" : "Something went wrong on our side"}</h1>
        {notFound ? null : <p className="mt-4">Please try again in a moment.</p>}
        <p className="mt-8">
          <a href="/" className="btn">
            Return to Homepage
          </a>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
