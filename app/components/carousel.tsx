import { useCallback, useEffect, useRef, useState } from "react";

export const CAROUSEL_AUTOPLAY_MS = 4000;
export const CAROUSEL_TRANSITION_MS = 400;

/**
 * One slide at a time, dots, infinite, autoplay every 4000 ms with a 400 ms slide (spec section 9),
 * pausing while hovered or focused, and while `paused` is set (e.g. a video inside is playing).
 * No arrows. Infinite forward motion uses a copy of the first slide at the end, swapped back without
 * animation once the slide to it has finished.
 */
export function Carousel({
  slides,
  label,
  paused = false,
  autoplayMs = CAROUSEL_AUTOPLAY_MS,
  transitionMs = CAROUSEL_TRANSITION_MS,
  className = "",
}: {
  slides: React.ReactNode[];
  label: string;
  paused?: boolean;
  autoplayMs?: number;
  transitionMs?: number;
  className?: string;
}) {
  const count = slides.length;
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const active = position % count;
  const stopped = paused || hovered || focused || count < 2;

  useEffect(() => {
    if (stopped) return;
    const timer = window.setInterval(() => {
      setAnimate(true);
      setPosition((p) => (p >= count ? p : p + 1));
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [stopped, autoplayMs, count]);

  // After sliding onto the copy of the first slide, jump back to the real one without animation.
  useEffect(() => {
    if (position !== count) return;
    const timer = window.setTimeout(() => {
      setAnimate(false);
      setPosition(0);
    }, transitionMs);
    return () => window.clearTimeout(timer);
  }, [position, count, transitionMs]);

  const goTo = useCallback((index: number) => {
    setAnimate(true);
    setPosition(index);
  }, []);

  if (count === 0) return null;
  const track = count > 1 ? [...slides, slides[0]] : slides;

  return (
    <div
      ref={rootRef}
      className={`relative overflow-hidden ${className}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-paused={stopped ? "true" : "false"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="flex"
        data-testid="carousel-track"
        style={{
          transform: `translateX(-${position * 100}%)`,
          transition: animate ? `transform ${transitionMs}ms ease` : "none",
        }}
      >
        {track.map((slide, i) => (
          <div
            key={i}
            className="w-full shrink-0"
            role="group"
            aria-roledescription="slide"
            aria-label={`${(i % count) + 1} of ${count}`}
            aria-hidden={i % count !== active || (i === count && position !== count) ? true : undefined}
            inert={i % count !== active || (i === count && position !== count) ? true : undefined}
          >
            {i === count ? <div aria-hidden="true">{slide}</div> : slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-3 flex justify-center gap-2" role="group" aria-label={`${label}: choose a slide`}>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className="grid h-6 w-6 place-items-center rounded-full"
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === active ? "true" : undefined}
              onClick={() => goTo(i)}
            >
              <span className={`block h-3 w-3 rounded-full border border-brand-700 ${i === active ? "bg-brand-700" : "bg-white"}`} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
