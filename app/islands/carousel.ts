import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS, DOT_ACTIVE, DOT_IDLE, activeSlide, nextPosition, trackEntryHidden, trackTransform } from "../lib/carousel.ts";

/** Starts every carousel rendered by app/components/carousel.tsx. */
export function initCarousels(root: ParentNode = document) {
  root.querySelectorAll<HTMLElement>("[data-carousel]").forEach(initCarousel);
}

/**
 * Autoplay, dots, pause on hover and focus (rules in app/lib/carousel.ts). A video inside holds the
 * carousel still while it plays, and is paused when the carousel moves away from its slide.
 */
function initCarousel(carousel: HTMLElement) {
  const track = carousel.querySelector<HTMLElement>("[data-testid=carousel-track]");
  if (!track) return;
  const entries = [...track.children] as HTMLElement[];
  const count = entries.length > 1 ? entries.length - 1 : entries.length;
  if (count < 2) return;
  const dots = [...carousel.querySelectorAll<HTMLButtonElement>("[role=group] > button")];
  const autoplayMs = Number(carousel.dataset.autoplayMs) || CAROUSEL_AUTOPLAY_MS;
  const transitionMs = Number(carousel.dataset.transitionMs) || CAROUSEL_TRANSITION_MS;
  const videos = [...carousel.querySelectorAll("video")];

  let position = 0;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;
  let swapBack: number | undefined;

  const stopped = () => hovered || focused || videos.some((video) => !video.paused && !video.ended);

  function show(next: number, animate: boolean) {
    position = next;
    track!.style.transition = animate ? `transform ${transitionMs}ms ease` : "none";
    track!.style.transform = trackTransform(position);
    entries.forEach((entry, i) => {
      const hidden = trackEntryHidden(i, position, count);
      entry.toggleAttribute("inert", hidden);
      if (hidden) entry.setAttribute("aria-hidden", "true");
      else entry.removeAttribute("aria-hidden");
    });
    const active = activeSlide(position, count);
    dots.forEach((dot, i) => {
      if (i === active) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
      dot.firstElementChild?.classList.toggle(DOT_ACTIVE, i === active);
      dot.firstElementChild?.classList.toggle(DOT_IDLE, i !== active);
    });
    // A video slid out of view stops playing.
    for (const video of videos) {
      const slide = video.closest<HTMLElement>("[aria-roledescription=slide]");
      if (slide && slide.hasAttribute("inert") && !video.paused) video.pause();
    }
    window.clearTimeout(swapBack);
    // After sliding onto the copy of the first slide, jump back to the real one without animation.
    if (position === count) swapBack = window.setTimeout(() => show(0, false), transitionMs);
  }

  function update() {
    const paused = stopped();
    carousel.dataset.paused = String(paused);
    window.clearInterval(timer);
    timer = paused ? undefined : window.setInterval(() => show(nextPosition(position, count), true), autoplayMs);
  }

  dots.forEach((dot, i) => dot.addEventListener("click", () => show(i, true)));
  carousel.addEventListener("mouseenter", () => {
    hovered = true;
    update();
  });
  carousel.addEventListener("mouseleave", () => {
    hovered = false;
    update();
  });
  carousel.addEventListener("focusin", () => {
    focused = true;
    update();
  });
  carousel.addEventListener("focusout", (event) => {
    if (carousel.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
  for (const video of videos) for (const type of ["play", "pause", "ended"]) video.addEventListener(type, update);
  update();
}
