/**
 * The carousel's rules (spec section 9), shared by the server-rendered markup
 * (app/components/carousel.tsx) and the browser script (app/islands/carousel.ts): one slide at a time,
 * dots, infinite, autoplay every 4000 ms with a 400 ms slide, pausing while hovered or focused.
 *
 * The track holds the slides and, with two or more, a copy of the first slide at the end: moving
 * forward from the last slide slides onto that copy, which is then swapped for the real first slide
 * without animation. `position` is the track index shown (0..count).
 */
export const CAROUSEL_AUTOPLAY_MS = 4000;
export const CAROUSEL_TRANSITION_MS = 400;

/** A dot's fill: the shown slide's dot is filled. */
export const DOT_ACTIVE = "bg-brand-700";
export const DOT_IDLE = "bg-white";

/** The slide a position shows (the copy at `count` shows the first). */
export function activeSlide(position: number, count: number): number {
  return count > 0 ? position % count : 0;
}

/** Where autoplay moves next: one forward, onto the copy after the last slide, and no further. */
export function nextPosition(position: number, count: number): number {
  return position >= count ? position : position + 1;
}

/** Whether the track entry at `index` is hidden from assistive technology and the keyboard at `position`. */
export function trackEntryHidden(index: number, position: number, count: number): boolean {
  return index % count !== activeSlide(position, count) || (index === count && position !== count);
}

/** The track's offset for a position. */
export function trackTransform(position: number): string {
  return `translateX(-${position * 100}%)`;
}
