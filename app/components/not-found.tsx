import { Link, isRouteErrorResponse } from "react-router";

const HOME = { to: "/", label: "Return to Homepage" };

type MessagePageProps = { heading: string; note?: string; inShell?: boolean; home?: { to: string; label: string } };

/** A page that only says something went wrong and leads back: centred, in its own <main> unless the staff area's shell holds one. */
function MessagePage({ heading, note, inShell = false, home = HOME }: MessagePageProps) {
  const body = (
    <>
      <h1 className="text-3xl">{heading}</h1>
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

/**
 * The not-found page of spec section 2, wherever an address does not exist: the public site, a
 * sign-in link without its parameters (spec section 4), and the staff area, whose shell already holds
 * the page's <main> (`inShell`) and leads back to the dashboard instead.
 */
export function NotFound(props: Omit<MessagePageProps, "heading">) {
  return <MessagePage heading="The page you are looking for can not be found" {...props} />;
}

/** What a layout's error boundary shows: the not-found page for a 404, otherwise an apology. */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <MessagePage heading="Something went wrong on our side" note="Please try again in a moment." />;
}
