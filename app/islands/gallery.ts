import { viewerKeyAction, wrapIndex } from "../lib/gallery.ts";

/** Starts every gallery rendered by app/components/gallery.tsx. */
export function initGalleries(root: ParentNode = document) {
  root.querySelectorAll<HTMLElement>("[data-gallery]").forEach(initGallery);
}

/**
 * The viewer opens at the clicked thumbnail, steps with its buttons and the arrow, Home and End keys,
 * closes on a click outside the picture, on Escape (the native dialog) and on its close button, locks
 * the page's scroll while open, and returns focus to the thumbnail of the picture last shown.
 */
function initGallery(gallery: HTMLElement) {
  const thumbnails = [...gallery.querySelectorAll<HTMLButtonElement>("button[data-gallery-src]")];
  const dialog = gallery.querySelector("dialog");
  const picture = dialog?.querySelector("img");
  const position = dialog?.querySelector("[data-gallery-position]");
  const closeButton = dialog?.querySelector<HTMLButtonElement>("[data-gallery-close]");
  if (!dialog || !picture || !position || !closeButton || thumbnails.length === 0) return;
  const count = thumbnails.length;
  let index = 0;
  let restore: { overflow: string; paddingRight: string } | null = null;

  function show(next: number) {
    index = wrapIndex(next, count);
    const thumbnail = thumbnails[index]!;
    picture!.loading = "eager";
    picture!.src = thumbnail.dataset.gallerySrc!;
    picture!.alt = thumbnail.querySelector("img")?.alt ?? "";
    position!.textContent = String(index + 1);
  }

  function open(at: number) {
    show(at);
    const root = document.documentElement;
    restore = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = "hidden";
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    if (!dialog!.open) dialog!.showModal();
    closeButton!.focus();
  }

  // Every way of closing ends here: the dialog's own close event.
  dialog.addEventListener("close", () => {
    if (restore) {
      document.documentElement.style.overflow = restore.overflow;
      document.documentElement.style.paddingRight = restore.paddingRight;
      restore = null;
    }
    thumbnails[index]?.focus();
  });

  thumbnails.forEach((thumbnail, i) => thumbnail.addEventListener("click", () => open(i)));
  closeButton.addEventListener("click", () => dialog.close());
  dialog.querySelectorAll<HTMLButtonElement>("[data-gallery-step]").forEach((button) => {
    button.addEventListener("click", () => show(index + Number(button.dataset.galleryStep)));
  });
  dialog.addEventListener("click", (event) => {
    // Anything but the picture itself and the buttons counts as outside.
    if (!(event.target as Element).closest("img, button")) dialog.close();
  });
  dialog.addEventListener("keydown", (event) => {
    const action = viewerKeyAction(event.key);
    if (!action || count < 2) return;
    event.preventDefault();
    if (action === "previous") show(index - 1);
    else if (action === "next") show(index + 1);
    else show(action === "first" ? 0 : count - 1);
  });
}
