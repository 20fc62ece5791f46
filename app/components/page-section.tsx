/** A section of a public page, named for screen readers by its h2 (`headingId` is the heading's id). */
export function PageSection({ headingId, title, className, children }: { headingId: string; title: React.ReactNode; className?: string; children: React.ReactNode }) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
