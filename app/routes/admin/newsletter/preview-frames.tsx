import { useState } from "react";

const WIDTHS = { phone: 390, desktop: 700 } as const;

/** The e-mail as a recipient sees it, in a frame at a phone's width or a desktop mail window's. */
export function IssuePreview({ src, saved }: { src: string; saved: boolean }) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>("phone");
  return (
    <section aria-labelledby="preview-heading" className="mt-10">
      <h2 id="preview-heading" className="text-2xl">
        Preview
      </h2>
      <p className="mt-1 text-slate-700">{saved ? "As last saved: press Save to see your changes here." : "As it was sent."}</p>
      <div className="mt-3 flex gap-2" role="group" aria-label="Preview width">
        {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((key) => (
          <button key={key} type="button" className={width === key ? "btn" : "btn-outline"} aria-pressed={width === key} onClick={() => setWidth(key)}>
            {key === "phone" ? `Phone (${WIDTHS.phone} px)` : `Desktop (${WIDTHS.desktop} px)`}
          </button>
        ))}
      </div>
      <div className="mt-4 overflow-x-auto rounded-lg border border-slate-300 bg-slate-100 p-3">
        <iframe title={`The e-mail at ${WIDTHS[width]} px`} src={src} style={{ width: WIDTHS[width], maxWidth: "none", height: 900 }} className="mx-auto block rounded bg-white" sandbox="" />
      </div>
      <p className="mt-2">
        <a href={src} target="_blank" rel="noopener">
          Open the preview in a new tab
        </a>{" "}
        · <a href={`${src}?part=text`} target="_blank" rel="noopener">the plain-text part</a>
      </p>
    </section>
  );
}
