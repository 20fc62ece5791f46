/** The months of the daily readings archive grouped by year, newest first, for the page's month links. */
export type ArchiveYear<M> = { year: string; months: M[] };

/** Groups months (YYYY-MM, already newest first) by their year, keeping the order. */
export function monthsByYear<M extends { month: string }>(months: readonly M[]): ArchiveYear<M>[] {
  const years: ArchiveYear<M>[] = [];
  for (const month of months) {
    const year = month.month.slice(0, 4);
    let last = years.at(-1);
    if (!last || last.year !== year) {
      last = { year, months: [] };
      years.push(last);
    }
    last.months.push(month);
  }
  return years;
}
