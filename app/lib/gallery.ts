import type { GalleryArea } from "../../shared/areas.ts";
import { uploads } from "../../shared/uploads.ts";

/** One picture of a thumbnail gallery: the full image, its 4:3 thumbnail and its alt text. */
export type GalleryImage = { src: string; thumbnail: string; alt: string };

/**
 * Gallery entries for a list of uploaded file names. Stored names are generated at upload and say
 * nothing about the picture, so the alt text names the gallery and the picture's place in it.
 */
export function galleryImages(
  files: readonly string[],
  { label, src, thumbnail }: { label: string; src: (file: string) => string; thumbnail: (file: string) => string },
): GalleryImage[] {
  return files.map((file, i) => ({ src: src(file), thumbnail: thumbnail(file), alt: `${label}, photo ${i + 1} of ${files.length}` }));
}

/** A ministry gallery (first responders, Common Grounds, holidays, September Club). */
export function ministryGallery(gallery: GalleryArea, files: readonly string[], label: string): GalleryImage[] {
  return galleryImages(files, {
    label,
    src: (file) => uploads.gallery(gallery, file),
    thumbnail: (file) => uploads.galleryThumbnail(gallery, file),
  });
}

/** Previous and next wrap around: after the last picture comes the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** What a key press does while the viewer is open (Escape is left to the native dialog). */
export function viewerKeyAction(key: string): "previous" | "next" | "first" | "last" | null {
  switch (key) {
    case "ArrowLeft":
      return "previous";
    case "ArrowRight":
      return "next";
    case "Home":
      return "first";
    case "End":
      return "last";
    default:
      return null;
  }
}
