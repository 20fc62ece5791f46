import { Link } from "react-router";

/** "← All past services" and the like: the way back from a detail page to its list. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p>
      <Link to={to} className="inline-flex min-h-6 items-center">
        <span aria-hidden="true">←&nbsp;</span>
        {children}
      </Link>
    </p>
  );
}
