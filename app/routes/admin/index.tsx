import { redirect } from "react-router";
import { requireArea } from "../../lib/auth.server.ts";
import type { Route } from "./+types/index";
import { areaPath } from "../../../shared/areas.ts";

/** Spec section 2: /admin redirects to /admin/dashboard. */
export function loader(args: Route.LoaderArgs) {
  requireArea(args);
  throw redirect(areaPath("dashboard"));
}
