import { Form, Link, useSearchParams } from "react-router";
import { Badge, EmptyState, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { BOARD_COLUMNS, STATUS_LABELS } from "../../../../shared/enquiries.ts";
import type { Route } from "./+types/board";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Childcare enquiries");

/** Every family by column (closed ones for 90 days), each with its room and place in the room's order. */
export async function loader(args: Route.LoaderArgs) {
  requireArea(args);
  const enquiries = args.context.get(servicesContext).enquiries;
  return { cards: await enquiries.board.cards() };
}

export const ENQUIRY_NOTICES = {
  saved: "Saved.",
  moved: "Moved. The family's status page shows it now.",
  offered: "Offered. The family has the offer by e-mail with Accept and Decline.",
  noted: "Note added.",
  resent: "The status link is on its way to the family again.",
} as const;

type Card = Route.ComponentProps["loaderData"]["cards"][number];

/** A column's or a list section's families, one card each. */
function FamilyCards({ cards }: { cards: Card[] }) {
  return (
    <ul className="mt-2 space-y-2">
      {cards.map((card) => (
        <li key={card.id}>
          <FamilyCard card={card} />
        </li>
      ))}
    </ul>
  );
}

function FamilyCard({ card }: { card: Card }) {
  return (
    <article className="rounded-md border border-slate-200 bg-white p-3 shadow-sm" aria-label={`${card.childName}, ${card.reference}`}>
      <Link to={areaPath("enquiries", card.id)} className="font-semibold">
        {card.childName} <span className="font-normal text-slate-600">({card.parentName})</span>
      </Link>
      <p className="mt-1 text-sm text-slate-700">
        {card.reference} · {card.room ?? "No room fits"}
        {card.position ? ` · ${card.position.at} of ${card.position.of}` : ""}
      </p>
      <p className="text-sm text-slate-700">
        {card.ageAtStart} at start · {card.start} · {card.days}
      </p>
      {card.tour ? <p className="text-sm">Tour: {card.tour}</p> : null}
      {card.answerBy ? <p className="text-sm">Answer by {card.answerBy}</p> : null}
      {card.closedBecause ? <p className="text-sm">{card.closedBecause}</p> : null}
      <div className="mt-1 flex flex-wrap gap-1">
        {card.priorities.map((p) => (
          <Badge key={p} tone="info">
            {p}
          </Badge>
        ))}
        {card.mailRefused ? <Badge tone="warn">E-mail refused: phone them</Badge> : null}
      </div>
    </article>
  );
}

export default function EnquiriesBoard({ loaderData }: Route.ComponentProps) {
  const { cards } = loaderData;
  const [params] = useSearchParams();
  const list = params.get("view") === "list";
  return (
    <>
      <ListPageTop
        title="Childcare enquiries"
        lead="Families asking for a place, from their enquiry to a place or a close. Open a family to move them on, offer a place, or add a note. Waiting families are in their room's order."
        related={[
          { to: list ? areaPath("enquiries") : `${areaPath("enquiries")}?view=list`, label: list ? "Show the board" : "Show as a list" },
          { to: areaPath("enquiries", "tours"), label: "Tours" },
          { to: areaPath("enquiries", "rooms"), label: "Rooms and settings" },
        ]}
        notices={ENQUIRY_NOTICES}
      />
      <Form method="get" action={areaPath("enquiries", "export.csv")} reloadDocument className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" name="birthDates" value="on" className="h-5 w-5 accent-brand-700" /> Include dates of birth
        </label>
        <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
          Export as CSV
        </button>
      </Form>
      {cards.length === 0 ? (
        <EmptyState>No enquiries yet. Families ask from the childcare page's “Ask about a place”.</EmptyState>
      ) : list ? (
        BOARD_COLUMNS.map((status) => {
          const inColumn = cards.filter((c) => c.status === status);
          return inColumn.length ? (
            <section key={status} aria-labelledby={`list-${status}`} className="mt-6">
              <h2 id={`list-${status}`} className="text-xl">
                {STATUS_LABELS[status]} ({inColumn.length})
              </h2>
              <FamilyCards cards={inColumn} />
            </section>
          ) : null;
        })
      ) : (
        // The columns scroll sideways: the region takes the keyboard's focus so arrow keys scroll it too.
        <div className="mt-6 flex gap-3 overflow-x-auto pb-4" data-testid="enquiry-board" tabIndex={0} role="region" aria-label="The board, one column per step">
          {BOARD_COLUMNS.map((status) => {
            const inColumn = cards.filter((c) => c.status === status);
            return (
              <section key={status} aria-labelledby={`column-${status}`} className="w-56 shrink-0 rounded-lg bg-slate-100 p-2">
                <h2 id={`column-${status}`} className="px-1 text-base font-semibold">
                  {STATUS_LABELS[status]} ({inColumn.length})
                </h2>
                <FamilyCards cards={inColumn} />
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}
