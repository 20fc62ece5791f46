/**
 * What a role may do inside an area it may enter (the area table, shared/areas.ts, says which areas):
 * whose accounts it may manage, which calendars it keeps, what it may do with feature requests.
 */
import { isAdminRole } from "./areas.ts";
import { type Role } from "./roles.ts";

/** siteadmin > admin > church = childcare: nobody may give a role above their own. */
const RANK: Record<Role, number> = { siteadmin: 3, admin: 2, church: 1, childcare: 1 };

export function canAssignRole(actor: Role, target: Role): boolean {
  return RANK[target] <= RANK[actor];
}

/** Nobody may change the account of someone whose role is above their own (an admin cannot touch a siteadmin). */
export function canManageUser(actor: Role, target: Role): boolean {
  return RANK[target] <= RANK[actor];
}

/**
 * Clearing someone's two-step verification or making them a password reset link hands their account to
 * whoever passes it on: a siteadmin may do it for anyone, an admin for church and childcare staff only.
 */
export function canResetAccountOf(actor: Role, target: Role): boolean {
  return actor === "siteadmin" || (actor === "admin" && RANK[target] < RANK.admin);
}

/** The events calendars: the church's categories and the childcare's own. */
export const CALENDARS = ["church", "childcare"] as const;
export type Calendar = (typeof CALENDARS)[number];

/** Church staff keep the church calendars, childcare staff the childcare calendar; admins keep both. */
export function canUseCalendar(role: Role, calendar: Calendar): boolean {
  return isAdminRole(role) || role === calendar;
}

/** Feature requests: any staff member in the area files one; only admins move it between statuses. */
export const canSetFeatureStatus = (role: Role) => isAdminRole(role);

/** Feature requests: the person who filed one may delete it, and so may admins. */
export const canDeleteFeatureRequest = (role: Role, filedIt: boolean) => filedIt || isAdminRole(role);

/**
 * Prayer requests for the pastors only, and the contact details of a person who asked to be contacted,
 * are read by pastors (church staff marked pastor on their record and linked to their account) and site
 * administrators, and by nobody else whatever their role (issue 36).
 */
export const canReadPastoral = (role: Role, { pastor }: { pastor: boolean }) => role === "siteadmin" || pastor;

/** Marking a pastor opens pastor-only requests to an account: site administrators alone may. */
export const canMarkPastors = (role: Role) => role === "siteadmin";
