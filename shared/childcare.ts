export const CHILDCARE_TEAMS = [
  "Director",
  "Assistant Director",
  "Infant Care Team",
  "Toddler Care Team",
  "2-year-old Care Team",
  "3-year-old Care Team",
  "Pre-K Care Team",
  "School-age Care Team",
  "Kitchen Staff",
] as const;

export type ChildcareTeam = (typeof CHILDCARE_TEAMS)[number];

export type ChildcareStaffMember = { id: number; name: string; team: string };

export type TeamGroup<M extends ChildcareStaffMember = ChildcareStaffMember> = { team: string; known: boolean; members: M[] };

/** Staff grouped by team in the programme's order; teams outside the nine known ones follow, alphabetically. */
export function groupByTeam<M extends ChildcareStaffMember>(staff: M[]): TeamGroup<M>[] {
  const groups = new Map<string, M[]>();
  for (const member of staff) {
    const list = groups.get(member.team) ?? [];
    list.push(member);
    groups.set(member.team, list);
  }
  const known = CHILDCARE_TEAMS.filter((t) => groups.has(t)).map((team) => ({ team, known: true, members: groups.get(team)! }));
  const unknown = [...groups.keys()]
    .filter((t) => !(CHILDCARE_TEAMS as readonly string[]).includes(t))
    .sort((a, b) => a.localeCompare(b))
    .map((team) => ({ team, known: false, members: groups.get(team)! }));
  return [...known, ...unknown];
}
