import type { GalleryImage } from "../lib/gallery.ts";
import { ChevronRight, CloseIcon } from "./icons.tsx";

/**
 * Thumbnail grid with a modal viewer (spec section 4, Gallery). The viewer is a native <dialog> that
 * app/islands/gallery.ts opens with showModal() at the clicked picture, so the rest of the page is inert
 * and focus stays inside it; it closes on a click outside the picture, on Escape and on its close
 * button, focus then returns to the thumbnail of the picture last shown, and page scroll is locked
 * while it is open. The picture in the closed viewer is the first one, loaded only when it is shown.
 */
export function Gallery({ images, label }: { images: readonly GalleryImage[]; label: string }) {
  const first = images[0];
  if (!first) return <p className="mt-4 text-slate-700">No images to display</p>;
  const count = images.length;

  return (
    <div data-gallery="">
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image) => (
          <li key={image.src}>
            <figure>
            <button
              type="button"
              className="group block aspect-[4/3] w-full overflow-hidden rounded-md bg-slate-100 shadow-sm"
              aria-haspopup="dialog"
              data-gallery-src={image.src}
            >
              <img
                src={image.thumbnail}
                alt={image.alt}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </button>
            {image.caption ? <figcaption className="mt-1.5 text-sm text-slate-700">{image.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>

      <dialog aria-label={label} aria-modal="true" className="m-0 h-dvh max-h-none w-screen max-w-none bg-transparent p-0 text-white backdrop:bg-slate-950/95">
        <div className="flex h-full w-full flex-col items-center justify-center gap-3 px-3 py-16 sm:px-20">
          <img src={first.src} alt={first.alt} loading="lazy" decoding="async" className="max-h-full min-h-0 max-w-full rounded object-contain shadow-2xl" />
          <p className="text-sm text-slate-100" aria-live="polite">
            Photo <span data-gallery-position="">1</span> of {count}
          </p>
          <button type="button" data-gallery-close="" aria-label="Close image viewer" className={`${viewerButton} absolute top-3 right-3`}>
            <CloseIcon className="h-6 w-6" />
          </button>
          {count > 1 ? (
            <>
              <button type="button" data-gallery-step="-1" aria-label="Previous photo" className={`${viewerButton} absolute top-1/2 left-2 -translate-y-1/2 sm:left-4`}>
                <ChevronRight className="h-7 w-7 rotate-180" />
              </button>
              <button type="button" data-gallery-step="1" aria-label="Next photo" className={`${viewerButton} absolute top-1/2 right-2 -translate-y-1/2 sm:right-4`}>
                <ChevronRight className="h-7 w-7" />
              </button>
            </>
          ) : null}
        </div>
      </dialog>
    </div>
  );
}

const viewerButton =
  "grid h-11 w-11 place-items-center rounded-full bg-slate-900/75 text-white ring-1 ring-white/40 hover:bg-slate-800 focus-visible:outline-white";
