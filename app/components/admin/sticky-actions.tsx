import type { ReactNode } from "react";

/**
 * The buttons of an admin form (Save, Publish, Cancel ...), kept at the bottom of the screen while the
 * form runs on below it (issue 30): on a phone the weekly schedule was 44 screens with its buttons at
 * the end. The page keeps room for the bar when it scrolls a focused field into view (the
 * scroll-padding in app.css), so the bar never covers the field being typed in.
 */
export function StickyActions({ label = "Form actions", children }: { label?: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      data-sticky-actions
      className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-x-2 gap-y-2 sm:gap-x-3 border-t border-slate-300 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:mx-0 sm:rounded-t-lg sm:border-x"
    >
      {children}
    </div>
  );
}
