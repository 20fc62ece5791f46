import { Link, isRouteErrorResponse } from "react-router";

const HOME = { to: "/", label: "Return to Homepage" };

/**
 * The not-found page of spec section 2, wherever an address does not exist: the public site, a
 * sign-in link without its parameters (spec section 4), and the staff area, whose shell already holds
 * the page's <main> (`inShell`) and leads back to the dashboard instead.
 */
export function NotFound({ inShell = false, note, home = HOME }: { inShell?: boolean; note?: string; home?: { to: string; label: string } }) {
  const body = (
    <>
      <h1 className="text-3xl">The page you are looking for can not be found</h1>
      {note ? <p className="mt-4 text-slate-700">{note}</p> : null}
      <p className="mt-8">
        <Link to={home.to} className="btn">
          {home.label}
        </Link>
      </p>
    </>
  );
  return inShell ? (
    <div className="py-12 text-center">{body}</div>
  ) : (
    <main id="main" className="container-page py-20 text-center">
      {body}
    </main>
  );
}

/** What a layout's error boundary shows: the not-found page for a 404, otherwise an apology. */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main id="main" className="container-page py-20 text-center">
      <h1 className="text-3xl">Something went wrong on our side</h1>
      <p className="mt-4">Please try again in a moment.</p>
      <p className="mt-8">
        <Link to="/" className="btn">
          Return to Homepage
        </Link>
      </p>
    </main>
  );
}
