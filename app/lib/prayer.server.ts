import { type RouterContextProvider, data } from "react-router";
import { servicesContext } from "../context.ts";
import type { Viewer } from "../../server/prayer/staff-view.ts";
import type { Outcome } from "../../server/admin/outcome.ts";
import { type AdminFormRead, adminForm } from "./admin.server.ts";
import { requireArea } from "./auth.server.ts";

type Args = { request: Request; url: URL; context: Readonly<RouterContextProvider> };

/** Who looks at the prayer area: pastors and site administrators read what is for the pastors (shared/areas.ts canReadPastoral). */
async function viewerOf(context: Readonly<RouterContextProvider>, user: { id: number; role: Viewer["role"] }): Promise<Viewer> {
  return { userId: user.id, role: user.role, pastor: await context.get(servicesContext).prayer.pastors.isPastor(user.id) };
}

/** A prayer area page's loader: the area's guard, then who is looking. */
export async function prayerPage(args: Omit<Args, "request">) {
  const auth = requireArea(args);
  return { csrf: auth.csrfToken, viewer: await viewerOf(args.context, auth.user) };
}

/** A prayer area action: the guard and the form, then who acts. */
export async function prayerForm(args: Args): Promise<AdminFormRead & { viewer: Viewer }> {
  const read = await adminForm(args);
  return { ...read, viewer: await viewerOf(args.context, read.auth.user) };
}

export type Said = { ok: boolean; message: string; fields?: Record<string, string> };

/** A change's outcome as the page's answer: what was done, or why not. */
export function said(outcome: Outcome<unknown>, done: string) {
  return outcome.ok ? data<Said>({ ok: true, message: done }) : data<Said>({ ok: false, message: outcome.error, fields: outcome.fields }, { status: outcome.status });
}
