import type { TeamGroup } from "../../shared/childcare.ts";
import type { Loaded } from "../lib/load.ts";
import { TeamIcon } from "./team-icons.tsx";

/** The childcare staff grouped by team, in the programme's order, each team with its icon (spec section 3). */
export function ChildcareStaff({ groups }: { groups: Loaded<TeamGroup[]> }) {
  if (!groups.ok) {
    return (
      <p role="alert" className="mt-4 rounded border border-red-200 bg-red-50 p-4 text-red-800">
        Could not load childcare staff. Please try again later.
      </p>
    );
  }
  if (groups.data.length === 0) return <p className="mt-4">Our staff list is being updated. Please call the childcare office to meet the team.</p>;
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
      {groups.data.map((group) => (
        <li key={group.team} className="rounded-lg border border-slate-200 p-4 sm:p-5" data-team={group.team}>
          <h3 className="flex items-center gap-3 text-lg sm:text-xl">
            <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800" data-icon={group.known ? "team" : "generic"}>
              <TeamIcon team={group.team} className="h-5 w-5" />
            </span>
            {group.team}
          </h3>
          <ul className="mt-2 space-y-1 pl-12">
            {group.members.map((member) => (
              <li key={member.id}>{member.name}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const LEADERS = [
  { team: "Director", duty: "Tours, enrollment and anything about your child's care." },
  { team: "Assistant Director", duty: "Classrooms, daily schedules and the kitchen." },
] as const;

/** The Director and Assistant Director names near the top of the page; on failure the spec's short message. */
export function Leadership({ groups }: { groups: Loaded<TeamGroup[]> }) {
  const names = (team: string) => (groups.ok ? groups.data.find((g) => g.team === team)?.members.map((m) => m.name).join(", ") || "To be announced" : null);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {LEADERS.map(({ team, duty }) => (
        <div key={team} className="rounded-lg bg-white p-5 text-slate-800 shadow-sm">
          <dt className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
            <TeamIcon team={team} className="h-4 w-4" /> {team}
          </dt>
          <dd className="mt-1 text-xl font-semibold text-brand-900">{names(team) ?? <span className="text-base text-red-800">Could not load. Please try again later.</span>}</dd>
          <dd className="mt-2 text-slate-700">{duty}</dd>
        </div>
      ))}
    </dl>
  );
}
