import rrule from "rrule";

const { RRule } = rrule;

type IterResult = { accept(date: Date): boolean };
type Iterating = { _iter(result: IterResult): unknown };

/**
 * Runs `work` and counts the dates the rrule library produced meanwhile (every date it walks over,
 * from a rule's DTSTART on, before it is kept or skipped): the cost of expanding rules, counted
 * instead of timed, so a test can say "bounded" without a flaky time limit.
 */
export async function datesProduced<T>(work: () => T | Promise<T>): Promise<{ result: T; produced: number }> {
  const prototype = RRule.prototype as unknown as Iterating;
  const iterate = prototype._iter;
  let produced = 0;
  prototype._iter = function (this: Iterating, result: IterResult) {
    const accept = result.accept.bind(result);
    result.accept = (date) => {
      produced++;
      return accept(date);
    };
    return iterate.call(this, result);
  };
  try {
    const result = await work();
    return { result, produced };
  } finally {
    prototype._iter = iterate;
  }
}
