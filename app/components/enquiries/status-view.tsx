/**
 * A family's status page (issue 35): where they stand (a count only), their child by first name, and
 * what they can do now, each a plain form posting to the page, so it works without JavaScript. An
 * offer's Accept and Decline links from the e-mail open this page with the matching button first:
 * nothing changes on opening a link (mail scanners open links too).
 */
import { SelectField } from "../fields.tsx";
import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from "../../../shared/enquiries.ts";
import { dayField } from "../../../shared/schemas/enquiries.ts";

type View = {
  reference: string;
  childName: string;
  status: string;
  statusLabel: string;
  standing: string | null;
  noRoom: string | null;
  room: { name: string; band: string } | null;
  startMonth: string;
  startText: string;
  days: Weekday[];
  daysText: string;
  tour: { when: string; minutes: number } | null;
  openTours: { id: number; when: string }[];
  offer: { answerBy: string; open: boolean } | null;
  closedBecause: string | null;
  can: { confirm: boolean; change: boolean; bookTour: boolean; cancelTour: boolean; withdraw: boolean; answer: boolean };
};

type Props = {
  view: View | null;
  token: string;
  /** The offer e-mail's link said which answer the family chose: that button comes first. */
  answer: "accept" | "decline" | null;
  isNew: boolean;
  done: string | null;
  months: { month: string; label: string }[];
  failure?: { intent?: string; error?: string; fields?: Record<string, string> };
};

const DONE: Record<string, string> = {
  confirm: "Thank you: your enquiry is confirmed and on our list.",
  change: "Saved: your start month and days are changed.",
  "book-tour": "Your tour is booked. We have e-mailed you the details with a calendar file.",
  "cancel-tour": "Your tour is cancelled. Your enquiry keeps its place.",
  withdraw: "Your enquiry is withdrawn.",
  accept: "Thank you for accepting the place. We have e-mailed you what happens next.",
  decline: "You have declined the place. Thank you for letting us know.",
};

const NO_ROOM: Record<string, string> = {
  "too-young": "At the start you asked for, your child would be younger than our youngest room takes. Please choose a later start month below.",
  "too-old": "At the start you asked for, your child would be older than our oldest room takes. Please call us.",
  between: "At the start you asked for, none of our rooms takes a child of that age. Please choose another start month, or call us.",
};

function Button({ intent, children, primary = false }: { intent: string; children: React.ReactNode; primary?: boolean }) {
  return (
    <button type="submit" name="intent" value={intent} className={primary ? "btn" : "btn-outline inline-flex min-h-11 items-center rounded-md border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"}>
      {children}
    </button>
  );
}

export function EnquiryStatusView({ view, token, answer: offerLink, isNew, done, months, failure }: Props) {
  if (!view) {
    return (
      <p role="alert" className="max-w-2xl text-lg">
        This link does not open an enquiry. It may be mistyped or out of date: use the link in your latest e-mail from us, or call the childcare office.
      </p>
    );
  }
  const action = `?token=${encodeURIComponent(token)}`;
  const fields = failure?.fields ?? {};
  return (
    <div className="max-w-3xl space-y-8">
      {failure?.error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
          {failure.error}
        </p>
      ) : done && DONE[done] ? (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 font-semibold text-green-900">
          {DONE[done]}
        </p>
      ) : isNew ? (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 font-semibold text-green-900">
          Thank you: {view.childName} is on our list. We have e-mailed you this page's link; keep it to come back.
        </p>
      ) : null}

      <section aria-labelledby="standing-heading" className="rounded-lg border border-slate-200 p-5">
        <h2 id="standing-heading" className="text-2xl">
          {view.standing ?? view.statusLabel}
        </h2>
        <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">Reference</dt>
          <dd>{view.reference}</dd>
          <dt className="font-semibold">Status</dt>
          <dd>{view.statusLabel}</dd>
          {view.room ? (
            <>
              <dt className="font-semibold">Room</dt>
              <dd>
                {view.room.name} ({view.room.band})
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">Start</dt>
          <dd>{view.startText}</dd>
          <dt className="font-semibold">Days</dt>
          <dd>{view.daysText}</dd>
          {view.tour ? (
            <>
              <dt className="font-semibold">Tour</dt>
              <dd>
                {view.tour.when} (about {view.tour.minutes} minutes) · <a href={`/childcare-preschool/enquiry/tour.ics${action}`}>Add to calendar</a>
              </dd>
            </>
          ) : null}
          {view.offer ? (
            <>
              <dt className="font-semibold">Answer by</dt>
              <dd>{view.offer.answerBy}</dd>
            </>
          ) : null}
          {view.closedBecause ? (
            <>
              <dt className="font-semibold">Closed</dt>
              <dd>{view.closedBecause}</dd>
            </>
          ) : null}
        </dl>
        {view.noRoom && NO_ROOM[view.noRoom] ? <p className="mt-3 font-semibold text-red-800">{NO_ROOM[view.noRoom]}</p> : null}
      </section>

      {view.can.confirm ? (
        <form method="post" action={action}>
          <p className="mb-3">Please confirm your enquiry so it joins our list.</p>
          <Button intent="confirm" primary>
            Confirm my enquiry
          </Button>
        </form>
      ) : null}

      {view.can.answer ? (
        <section aria-labelledby="offer-heading" className="rounded-lg border-2 border-green-700 p-5">
          <h2 id="offer-heading" className="text-2xl">
            We have a place for {view.childName}
          </h2>
          <p className="mt-2">
            {view.room ? `${view.room.name}, ` : ""}
            {view.daysText}, from {view.startText}. Please answer by {view.offer?.answerBy}.
          </p>
          <form method="post" action={action} className="mt-4 flex flex-wrap gap-3">
            {offerLink === "decline" ? (
              <>
                <Button intent="decline" primary>
                  Decline the place
                </Button>
                <Button intent="accept">Accept the place</Button>
              </>
            ) : (
              <>
                <Button intent="accept" primary>
                  Accept the place
                </Button>
                <Button intent="decline">Decline the place</Button>
              </>
            )}
          </form>
        </section>
      ) : null}

      {view.can.bookTour ? (
        <section aria-labelledby="tour-heading">
          <h2 id="tour-heading" className="text-2xl">
            {view.tour ? "Change your tour" : "Book a tour"}
          </h2>
          {view.openTours.length ? (
            <form method="post" action={action} className="mt-3 space-y-3">
              <fieldset>
                <legend className="font-medium">Choose a time</legend>
                <div className="mt-1 space-y-1">
                  {view.openTours.map((slot) => (
                    <label key={slot.id} className="flex min-h-6 items-center gap-2">
                      <input type="radio" name="slot" value={slot.id} /> {slot.when}
                    </label>
                  ))}
                </div>
                {fields.slot ? <p className="mt-1 text-sm font-medium text-red-700">{fields.slot}</p> : null}
              </fieldset>
              <Button intent="book-tour" primary>
                Book this tour
              </Button>
            </form>
          ) : (
            <p className="mt-2">No tour times are open just now. Please look again soon, or call us to arrange a visit.</p>
          )}
          {view.can.cancelTour ? (
            <form method="post" action={action} className="mt-3">
              <Button intent="cancel-tour">Cancel my tour</Button>
            </form>
          ) : null}
        </section>
      ) : null}

      {view.can.change ? (
        <section aria-labelledby="change-heading">
          <h2 id="change-heading" className="text-2xl">
            Change the start or days
          </h2>
          <form method="post" action={action} className="mt-3 space-y-3">
            <SelectField label="Start month" name="startMonth" defaultValue={view.startMonth} error={fields.startMonth ?? fields.childDate} options={months.map((m) => ({ value: m.month, label: m.label }))} />
            <fieldset>
              <legend className="font-medium">Days of the week</legend>
              <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
                {WEEKDAYS.map((day) => (
                  <label key={day} className="inline-flex min-h-6 items-center gap-2">
                    <input type="checkbox" name={dayField(day)} defaultChecked={view.days.includes(day)} /> {WEEKDAY_LABELS[day]}
                  </label>
                ))}
              </div>
              {fields.days ? <p className="mt-1 text-sm font-medium text-red-700">{fields.days}</p> : null}
            </fieldset>
            <Button intent="change">Save changes</Button>
          </form>
        </section>
      ) : null}

      {view.can.withdraw ? (
        <form method="post" action={action}>
          <h2 className="text-2xl">No longer need a place?</h2>
          <p className="mt-2">Withdrawing takes {view.childName} off our list straight away.</p>
          <div className="mt-3">
            <Button intent="withdraw">Withdraw my enquiry</Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
