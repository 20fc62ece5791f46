import type { Role } from "../db/schema.ts";

/** Spec section 6, in the spec's order: the first rule whose path is a prefix of the route decides. */
export const PERMISSIONS: ReadonlyArray<{ path: string; roles: readonly Role[] }> = [
  { path: "/admin/users", roles: ["siteadmin", "admin"] },
  { path: "/admin/childcare-staff", roles: ["siteadmin", "admin", "childcare"] },
  { path: "/admin/church-staff", roles: ["siteadmin", "admin", "church"] },
  { path: "/admin/dashboard", roles: ["siteadmin", "admin", "church", "childcare"] },
  ...[
    "messages",
    "past-sessions",
    "daily-readings",
    "verse-of-the-day",
    "announcements",
    "operation-christmas-child",
    "first-responders",
    "mission-trips",
    "common-grounds",
    "holidays",
    "september-club",
    "feature-requests",
  ].map((area) => ({ path: `/admin/${area}`, roles: ["siteadmin", "admin", "church"] as const })),
];

/** A rule's path is a prefix of a route when the route is the path itself or lies below it. */
function isPrefix(rulePath: string, route: string) {
  return route === rulePath || route.startsWith(`${rulePath}/`);
}

/** Spec section 5, route access: no matching rule lets any signed-in user in; otherwise the role must be listed. */
export function canEnter(role: Role, route: string): boolean {
  const rule = PERMISSIONS.find((r) => isPrefix(r.path, route));
  return !rule || rule.roles.includes(role);
}

/** siteadmin > admin > church = childcare: nobody may give a role above their own. */
const RANK: Record<Role, number> = { siteadmin: 3, admin: 2, church: 1, childcare: 1 };

export function canAssignRole(actor: Role, target: Role): boolean {
  return RANK[target] <= RANK[actor];
}

export const isAdminRole = (role: Role) => role === "siteadmin" || role === "admin";

/** Nobody may change the account of someone whose role is above their own (an admin cannot touch a siteadmin). */
export function canManageUser(actor: Role, target: Role): boolean {
  return RANK[target] <= RANK[actor];
}

/** Feature requests: any staff member in the area files one; only admins move it between statuses. */
export const canSetFeatureStatus = (role: Role) => isAdminRole(role);

/** Feature requests: the person who filed one may delete it, and so may admins. */
export const canDeleteFeatureRequest = (role: Role, filedIt: boolean) => filedIt || isAdminRole(role);
