/**
 * The staff roles and what an entry of the area table (shared/areas.ts) says about an area. Pure on
 * purpose: the browser and the server both read it.
 */
import type { UploadKind } from "./upload-rules.ts";

export const ROLES = ["siteadmin", "admin", "church", "childcare"] as const;
export type Role = (typeof ROLES)[number];

/** How each role is named to its holder. */
export const ROLE_LABELS: Record<Role, string> = {
  siteadmin: "Site administrator",
  admin: "Administrator",
  church: "Church staff",
  childcare: "Childcare staff",
};

/** The roles every area lets in (spec section 6: siteadmin and admin can reach every admin area). */
export const ADMINS = ["siteadmin", "admin"] as const satisfies readonly Role[];

export type AreaConfig = {
  /** The dashboard card's title, and the audit log's name for the area. */
  label: string;
  /** The dashboard card's line; areas without one are not on the dashboard. */
  description?: string;
  /** Where the area lives: this address and every address below it. */
  path: string;
  /** Other addresses serving the same pages, each with every address below it. */
  alsoAt?: readonly string[];
  /** Who may read and write it besides siteadmin and admin, who pass every area. */
  roles: readonly Exclude<Role, "siteadmin" | "admin">[];
  /** The kinds of file its forms take, each with its size limit in bytes. */
  uploads?: Partial<Record<UploadKind, number>>;
  /** A photo gallery: its files live in /uploads/{area key}/ and show on this public page. */
  gallery?: { publicPath: string };
  /**
   * Not in spec section 6's table (added by issues 11 and 12). The spec's guard sends a role that a
   * table area does not let in to /; an area added since tells the person so on a page instead, with
   * the way back to the dashboard (issue 16).
   */
  addedAfterSpec?: true;
  /**
   * What a change in the area makes stale: the public pages, feeds and API answers that show its
   * records ("/x" that address, "/x/*" every address below it, "*" every public page and feed). When a
   * change commits (server/admin/change.ts) they are dropped from the page caches of every instance;
   * server/admin/change.test.ts changes a record of each area and reads these pages again.
   */
  shownOn: readonly string[];
  /**
   * It holds children's data: only the roles it names and site administrators may enter, never
   * administrators as such (issue 35; `canSeeChildrensData` below).
   */
  childrensData?: true;
};
