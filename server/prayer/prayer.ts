import type { Erasure } from "../people/erasure.ts";
import type { Retention } from "../people/retention.ts";
import type { PrayerDeps } from "./deps.ts";
import { createKeeping } from "./keeping.ts";
import { createPastors } from "./pastors.ts";
import { createPerson } from "./person.ts";
import { createStaffView } from "./staff-view.ts";
import { createSubmit } from "./submit.ts";
import { createTeam } from "./team.ts";
import { createTeamPrayers } from "./team-prayers.ts";
import { createTeamSending } from "./team-sending.ts";
import { createWall } from "./wall.ts";

/**
 * The prayer ministry (issue 36): requests reach the people the person chose, with the privacy they
 * chose, and the person hears back. One service made of parts by job; see server/prayer/README.md.
 */
export function createPrayer(deps: PrayerDeps, { retention, erasure }: { retention: Retention; erasure: Erasure }) {
  const pastors = createPastors(deps);
  const sending = createTeamSending(deps);
  const team = createTeam(deps);
  const keeping = createKeeping(deps);
  retention.register({ area: "prayer", keeps: `Prayer requests and former team members, ${deps.keepMonths} months after they closed or left (counts kept)`, sweep: (now) => keeping.sweep(now) });
  for (const part of keeping.personalData()) erasure.join(part);
  // An address the mail server refuses for good is sent nothing more until its member confirms again.
  deps.mailer.onRefused(({ to }) => team.refused(to));
  return {
    /** A visitor's request, from the public form and POST /api/prayer-request. */
    submit: createSubmit(deps, { pastors, team: sending }),
    pastors,
    team,
    teamPrayers: createTeamPrayers(deps),
    wall: createWall(deps),
    person: createPerson(deps, { pastors }),
    staff: createStaffView(deps),
    /** The jobs every instance runs (server/main.ts): the daily digests and the closing of requests past their days. */
    jobs: { sendDigests: () => sending.sendDigests(), closeExpired: () => keeping.closeExpired() },
  };
}

export type Prayer = ReturnType<typeof createPrayer>;
