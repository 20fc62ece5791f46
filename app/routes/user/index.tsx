import { redirect } from "react-router";
import { accountPath } from "../../lib/admin-shell.ts";
import { requireArea } from "../../lib/auth.server.ts";
import type { Route } from "./+types/index";

/** Spec section 2: /user redirects to /user/profile, and /admin/user to /admin/user/profile. */
export function loader(args: Route.LoaderArgs) {
  requireArea(args);
  throw redirect(accountPath(args.url.pathname, "profile"));
}
