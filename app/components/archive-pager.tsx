/**
 * The links between the pages of a public archive (issue 33): plain links, so they work without
 * JavaScript, newer items first. Shows nothing for a list that fits on one page.
 */
export function ArchivePager({ label, page, pages, address }: { label: string; page: number; pages: number; address: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex max-w-3xl flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <a href={address(page - 1)} rel="prev" className="inline-flex min-h-11 items-center">
          <span aria-hidden="true">←</span> Newer
        </a>
      ) : (
        <span />
      )}
      <span className="text-slate-700">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a href={address(page + 1)} rel="next" className="inline-flex min-h-11 items-center">
          Older <span aria-hidden="true">→</span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
