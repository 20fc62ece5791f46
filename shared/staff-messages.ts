/**
 * What the staff area says in more than one place when something cannot be done. Each says what
 * happened and what to do next (issue 30); a test keeps them, and every other catalogue of staff
 * messages, free of placeholders and jargon (app/routes/admin/words-staff-see.test.ts).
 */
export const STAFF_MESSAGES = {
  /** A form or button sent something no action knows (a page from before an update, a changed page). */
  unknownRequest: "The site could not tell what this form asked for, so nothing was changed. Please reload the page and try again.",
  /** An address or button naming a record by an id that cannot be one. */
  noSuchRecord: "That item is not there (it may have been deleted). Please go back to the list to see what is there now.",
  /** An address in the staff area that names no page of it. */
  noSuchPage: "There is no such page in the staff area. Please choose what you need from the dashboard.",
  /** A date of an event that its rule does not give (an old link, a date typed into the address). */
  notADateOfTheEvent: "That date is not one of this event's dates. Please choose a date from the event's list of dates.",
} as const;
