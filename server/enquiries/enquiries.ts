/**
 * Childcare enquiries (issue 35), one service made of parts by job: the form's intake, the family's
 * status page, the director's board, offers, tours, rooms and settings, the numbers, and privacy.
 */
import { asc, desc } from "drizzle-orm";
import { childcareEnquiryCounts } from "../db/schema.ts";
import { createBoard } from "./board.ts";
import { createFamily } from "./family.ts";
import { createIntake } from "./intake.ts";
import { keepingSentences } from "./mail.ts";
import { type EnquiryDeps, todayOf } from "./deps.ts";
import { bandText, monthName, startMonths } from "../../shared/enquiries.ts";
import { roomNumbers } from "./numbers.ts";
import { createOffers } from "./offers.ts";
import { createEnquiryPrivacy } from "./privacy.ts";
import { createRooms } from "./rooms.ts";
import { createTours } from "./tours.ts";

export function createEnquiries(deps: EnquiryDeps) {
  const offers = createOffers(deps);
  const tours = createTours(deps);
  const rooms = createRooms(deps);
  const privacy = createEnquiryPrivacy(deps);
  return {
    ...createIntake(deps),
    family: createFamily({ ...deps, offers, tours }),
    board: createBoard(deps),
    offer: offers.offer,
    /** The offers job: offers past their time lapse and their places pass on. */
    lapseDueOffers: offers.lapseDue,
    tours,
    rooms,
    privacy,
    numbers: () => roomNumbers(deps),
    /** What the form and the privacy notice say of how long things last, from the director's numbers. */
    async keeping() {
      return keepingSentences(await rooms.settings());
    },
    /** What the enquiry form shows: the rooms' ages, the months a family may choose, and how long things last. */
    async formFacts() {
      const [list, settings] = await Promise.all([rooms.list(), rooms.settings()]);
      const today = todayOf(deps);
      return { rooms: list.map((room) => ({ name: room.name, band: bandText(room) })), months: startMonths(today).map((month) => ({ month, label: monthName(month) })), keeping: keepingSentences(settings), today };
    },
    /** What removed enquiries left behind: counts by month of enquiry, room and outcome, newest first. */
    counts: () => deps.db.select().from(childcareEnquiryCounts).orderBy(desc(childcareEnquiryCounts.month), asc(childcareEnquiryCounts.room), asc(childcareEnquiryCounts.outcome)),
  };
}

export type Enquiries = ReturnType<typeof createEnquiries>;
