import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS, DOT_ACTIVE, DOT_IDLE, trackEntryHidden, trackTransform } from "../lib/carousel.ts";

/**
 * One slide at a time, dots, infinite, autoplay every 4000 ms with a 400 ms slide (spec section 9),
 * pausing while hovered or focused, and while a video inside it plays. No arrows. This renders the
 * first slide shown; app/islands/carousel.ts moves it (rules in app/lib/carousel.ts). Infinite forward
 * motion uses a copy of the first slide at the end of the track.
 */
export function Carousel({
  slides,
  label,
  autoplayMs = CAROUSEL_AUTOPLAY_MS,
  transitionMs = CAROUSEL_TRANSITION_MS,
  className = "",
}: {
  slides: React.ReactNode[];
  label: string;
  autoplayMs?: number;
  transitionMs?: number;
  className?: string;
}) {
  const count = slides.length;
  if (count === 0) return null;
  const track = count > 1 ? [...slides, slides[0]] : slides;

  return (
    <div
      className={`relative overflow-hidden ${className}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-autoplay-ms={autoplayMs}
      data-transition-ms={transitionMs}
      data-paused={count < 2 ? "true" : "false"}
    >
      <div className="flex" data-testid="carousel-track" style={{ transform: trackTransform(0), transition: `transform ${transitionMs}ms ease` }}>
        {track.map((slide, i) => (
          <div
            key={i}
            className="w-full shrink-0"
            role="group"
            aria-roledescription="slide"
            aria-label={`${(i % count) + 1} of ${count}`}
            aria-hidden={trackEntryHidden(i, 0, count) ? true : undefined}
            inert={trackEntryHidden(i, 0, count) ? true : undefined}
          >
            {i === count ? <div aria-hidden="true">{slide}</div> : slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-3 flex justify-center gap-2" role="group" aria-label={`${label}: choose a slide`}>
          {slides.map((_, i) => (
            <button key={i} type="button" className="grid h-6 w-6 place-items-center rounded-full" aria-label={`Show slide ${i + 1}`} aria-current={i === 0 ? "true" : undefined}>
              <span className={`block h-3 w-3 rounded-full border border-brand-700 ${i === 0 ? DOT_ACTIVE : DOT_IDLE}`} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
