import type { Loaded } from "../lib/load.ts";
import { monthDayYear, postedDate } from "../../shared/dates.ts";

import type { PublicAnnouncement } from "../../server/announcements/announcements.ts";

/** Announcements as spec section 2 shows them: "Posted on {long date}", subject, body, optional "Expires on". */
export function AnnouncementList({
  loaded,
  timeZone,
  headingLevel = 2,
}: {
  loaded: Loaded<PublicAnnouncement[]>;
  timeZone: string;
  headingLevel?: 2 | 3;
}) {
  if (!loaded.ok) {
    return (
      <p role="alert" className="mt-4 rounded border border-red-200 bg-red-50 p-4 text-red-800">
        Could not load announcements. Please try again later.
      </p>
    );
  }
  if (loaded.data.length === 0) return <p className="mt-4">No announcements at this time.</p>;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="mt-4 space-y-6">
      {loaded.data.map((item) => (
        <li key={item.id}>
          <article className="rounded-lg border border-slate-200 p-5">
            <p className="text-sm text-slate-600">Posted on {postedDate(item.submittedAt, timeZone)}</p>
            <Heading className="mt-1 text-2xl">{item.subject}</Heading>
            <div className="prose-content mt-2" dangerouslySetInnerHTML={{ __html: item.html }} />
            {item.expiresOn ? <p className="mt-3 text-sm text-slate-600">Expires on: {monthDayYear(item.expiresOn)}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
