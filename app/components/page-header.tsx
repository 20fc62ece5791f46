/** The band at the top of a content page: an optional eyebrow, the page's one h1 and a short lead. */
export function PageHeader({ title, eyebrow, lead }: { title: string; eyebrow?: string; lead?: React.ReactNode }) {
  return (
    <header className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
      <div className="container-page py-12 sm:py-16">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-500 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-1 text-4xl text-white sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-3xl text-lg leading-relaxed text-brand-50 sm:text-xl">{lead}</p> : null}
      </div>
    </header>
  );
}
