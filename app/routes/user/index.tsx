import { redirect } from "react-router";
import { requireArea } from "../../lib/auth.server.ts";
import type { Route } from "./+types/index";

/** Spec section 2: /user redirects to /user/profile. */
export function loader(args: Route.LoaderArgs) {
  requireArea(args);
  throw redirect("/user/profile");
}
