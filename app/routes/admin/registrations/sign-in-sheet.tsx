import { servicesContext } from "../../../context.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { dateListOr404, dateParams } from "../../../lib/registrations-admin.server.ts";
import { partyWords } from "../../../../shared/registrations.ts";
import type { Route } from "./+types/sign-in-sheet";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => privateMeta(matches, loaderData ? `Sign-in sheet: ${loaderData.title}` : "Sign-in sheet");

/** A printable sign-in sheet: everyone with a place, by name, with a column to sign. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireArea(args);
  const list = await dateListOr404(args.context.get(servicesContext), dateParams(args.params), user.role);
  return {
    title: list.title,
    when: list.when,
    rows: list.items.filter((r) => r.status === "confirmed" || r.status === "attended").sort((a, b) => a.name.localeCompare(b.name)).map((r) => ({ id: r.id, name: r.name, party: partyWords(r), phone: r.phone })),
  };
}

export default function SignInSheet({ loaderData }: Route.ComponentProps) {
  const { title, when, rows } = loaderData;
  return (
    <div className="max-w-4xl bg-white">
      <h1 className="text-2xl">{title}: sign-in sheet</h1>
      <p className="mt-1">{when}</p>
      <p className="mt-2 text-sm text-slate-700 print:hidden">Print this page (Ctrl+P or ⌘P); the staff menu is left off the paper.</p>
      <table className="mt-4 w-full border-collapse text-left">
        <thead>
          <tr>
            <th className="border border-slate-400 p-2">Name</th>
            <th className="border border-slate-400 p-2">Party</th>
            <th className="border border-slate-400 p-2">Phone</th>
            <th className="w-1/3 border border-slate-400 p-2">Signature</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className="border border-slate-400 p-2">{r.name}</td>
              <td className="border border-slate-400 p-2">{r.party}</td>
              <td className="border border-slate-400 p-2">{r.phone}</td>
              <td className="h-12 border border-slate-400 p-2" />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
