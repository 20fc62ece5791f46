import { areaPath } from "../../shared/areas.ts";
/** Add and edit pages of the admin area (spec section 2) have no Back button; they have their own Cancel. */
const ADD_OR_EDIT = /\/(create-new|new-user)(\/|$)|\/(edit|edit-user)\//;

/** The admin shell's Back-to-dashboard button shows on every signed-in page except the dashboard and add/edit pages. */
export function showsBackButton(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return path !== areaPath("dashboard") && !ADD_OR_EDIT.test(path);
}

/** Pages that need a session: the admin area and the user's own account pages. */
export function isSignedInPath(pathname: string): boolean {
  return /^\/(admin|user)(\/|$)/.test(pathname);
}

/** The user's own pages (spec section 2), at /admin/user/... inside the staff area and at /user/... as well. */
export type AccountPage = "profile" | "two-factor" | "backup-codes";

/** A page of the user's own account at the same base as the page showing the link (/admin/user or /user). */
export function accountPath(currentPathname: string, page: AccountPage): string {
  return `${/^\/admin\/user(\/|$)/.test(currentPathname) ? areaPath("account") : "/user"}/${page}`;
}
