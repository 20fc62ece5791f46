import { Link, data } from "react-router";
import { requireArea } from "../../lib/auth.server.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => privateMeta("Page not found");

/**
 * Any other address under /admin or /user: the guard first (so a role the table does not list goes to
 * /, and a visitor to /login), then the not-found page inside the shell.
 */
export function loader(args: Route.LoaderArgs) {
  requireArea(args);
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <div className="py-12 text-center">
      <h1 className="text-3xl">The page you are looking for can not be found</h1>
      <p className="mt-4 text-slate-700">This part of the staff area is not available.</p>
      <p className="mt-8">
        <Link to="/admin/dashboard" className="btn">
          Back to dashboard
        </Link>
      </p>
    </div>
  );
}
