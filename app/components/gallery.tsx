import { useEffect, useRef, useState } from "react";
import { type GalleryImage, viewerKeyAction, wrapIndex } from "../lib/gallery.ts";
import { ChevronRight, CloseIcon } from "./icons.tsx";

/**
 * Thumbnail grid with a modal viewer (spec section 4, Gallery). The viewer is a native <dialog> opened
 * with showModal(), so the rest of the page is inert and focus stays inside it. It opens at the
 * clicked picture; it closes on a click outside the picture, on Escape and on its close button, and
 * focus then returns to the thumbnail of the picture last shown. Page scroll is locked while it is open.
 */
export function Gallery({ images, label }: { images: readonly GalleryImage[]; label: string }) {
  const [index, setIndex] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = useRef(0);
  const isOpen = index !== null;

  // Remember the picture last shown, so that focus returns to its thumbnail when the viewer closes.
  useEffect(() => {
    if (index !== null) shown.current = index;
  }, [index]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    const root = document.documentElement;
    const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = "hidden";
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    const buttons = thumbnails.current;
    return () => {
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
      if (dialog.open) dialog.close();
      buttons[shown.current]?.focus();
    };
  }, [isOpen]);

  if (images.length === 0) return <p className="mt-4 text-slate-700">No images to display</p>;

  const count = images.length;
  const close = () => setIndex(null);
  const step = (by: number) => setIndex((i) => (i === null ? i : wrapIndex(i + by, count)));
  const current = index === null ? null : images[index];

  return (
    <>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image, i) => (
          <li key={image.src}>
            <button
              type="button"
              ref={(el) => {
                thumbnails.current[i] = el;
              }}
              className="group block aspect-[4/3] w-full overflow-hidden rounded-md bg-slate-100 shadow-sm"
              onClick={() => setIndex(i)}
              aria-haspopup="dialog"
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
          </li>
        ))}
      </ul>

      <dialog
        ref={dialogRef}
        aria-label={label}
        aria-modal="true"
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-transparent p-0 text-white backdrop:bg-slate-950/95"
        onClose={close}
        onClick={(event) => {
          // Anything but the picture itself and the buttons counts as outside.
          if (!(event.target as Element).closest("img, button")) close();
        }}
        onKeyDown={(event) => {
          const action = viewerKeyAction(event.key);
          if (!action || count < 2) return;
          event.preventDefault();
          if (action === "previous") step(-1);
          else if (action === "next") step(1);
          else setIndex(action === "first" ? 0 : count - 1);
        }}
      >
        {current && index !== null ? (
          <div className="flex h-full w-full flex-col items-center justify-center gap-3 px-3 py-16 sm:px-20">
            <img src={current.src} alt={current.alt} decoding="async" className="max-h-full min-h-0 max-w-full rounded object-contain shadow-2xl" />
            <p className="text-sm text-slate-100" aria-live="polite">
              Photo {index + 1} of {count}
            </p>
            <button ref={closeRef} type="button" onClick={close} aria-label="Close image viewer" className={`${viewerButton} absolute top-3 right-3`}>
              <CloseIcon className="h-6 w-6" />
            </button>
            {count > 1 ? (
              <>
                <button type="button" onClick={() => step(-1)} aria-label="Previous photo" className={`${viewerButton} absolute top-1/2 left-2 -translate-y-1/2 sm:left-4`}>
                  <ChevronRight className="h-7 w-7 rotate-180" />
                </button>
                <button type="button" onClick={() => step(1)} aria-label="Next photo" className={`${viewerButton} absolute top-1/2 right-2 -translate-y-1/2 sm:right-4`}>
                  <ChevronRight className="h-7 w-7" />
                </button>
              </>
            ) : null}
          </div>
        ) : null}
      </dialog>
    </>
  );
}

const viewerButton =
  "grid h-11 w-11 place-items-center rounded-full bg-slate-900/75 text-white ring-1 ring-white/40 hover:bg-slate-800 focus-visible:outline-white";
