import type { ReactNode } from "react";

/** The toolbar's icons, decorative: each button has its own name. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  );
}

export const BulletIcon = () => (
  <Glyph>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </Glyph>
);
export const NumberIcon = () => (
  <Glyph>
    <path d="M10 6h10M10 12h10M10 18h10M4 4.5l1.5-1V9M3.5 14.5a1.5 1.5 0 013 .5c0 1-3 2-3 3.5h3" strokeWidth={1.5} />
  </Glyph>
);
export const LinkIcon = () => (
  <Glyph>
    <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />
  </Glyph>
);
export const PictureIcon = () => (
  <Glyph>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.5" />
    <path d="M21 16l-5-5-8 8" />
  </Glyph>
);
export const UndoIcon = () => (
  <Glyph>
    <path d="M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3" />
  </Glyph>
);
export const RedoIcon = () => (
  <Glyph>
    <path d="M15 14l5-5-5-5M20 9H10a6 6 0 000 12h3" />
  </Glyph>
);

