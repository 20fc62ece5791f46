type SectionProps = { headingId: string; title: React.ReactNode; children: React.ReactNode };

/** A section of a public page, named for screen readers by its h2 (`headingId` is the heading's id), with an optional paragraph that introduces it. */
export function PageSection({ headingId, title, intro, className, children }: SectionProps & { intro?: React.ReactNode; className?: string }) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{title}</SectionHeading>
      {intro ? <p className="mt-2 max-w-3xl">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A PageSection on the tinted band that spans the window, its content in the page's column. */
export function BandSection({ headingId, title, children }: SectionProps) {
  return (
    <section className="bg-brand-50" aria-labelledby={headingId}>
      <div className="container-page py-12">
        <SectionHeading id={headingId}>{title}</SectionHeading>
        {children}
      </div>
    </section>
  );
}

function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-3xl">
      {children}
    </h2>
  );
}
