import { data } from "react-router";
import { NotFound } from "../../components/not-found.tsx";
import { requireArea } from "../../lib/auth.server.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/not-found";
import { areaPath } from "../../../shared/areas.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Page not found");

/**
 * Any other address under /admin or /user: the guard first (so a role the table does not list goes to
 * /, and a visitor to /login), then the not-found page inside the shell.
 */
export function loader(args: Route.LoaderArgs) {
  requireArea(args);
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return <NotFound inShell note="This part of the staff area is not available." home={{ to: areaPath("dashboard"), label: "Back to dashboard" }} />;
}
