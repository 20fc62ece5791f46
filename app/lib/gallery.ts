import type { GalleryArea } from "../../shared/areas.ts";
import { uploads } from "../../shared/uploads.ts";

/** One picture of a thumbnail gallery: the full image, its 4:3 thumbnail, its alt text and its caption (may be empty). */
export type GalleryImage = { src: string; thumbnail: string; alt: string; caption?: string };

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

/**
 * A ministry gallery (first responders, Common Grounds, holidays, September Club). A picture with a
 * caption shows it under the thumbnail; the alt text then still says where the picture is, and the
 * caption is the picture's description (issue 16).
 */
export function ministryGallery(gallery: GalleryArea, pictures: ReadonlyArray<{ fileName: string; caption: string }>, label: string): GalleryImage[] {
  const images = galleryImages(
    pictures.map((p) => p.fileName),
    { label, src: (file) => uploads.gallery(gallery, file), thumbnail: (file) => uploads.galleryThumbnail(gallery, file) },
  );
  return images.map((image, i) => {
    const caption = pictures[i]?.caption ?? "";
    return caption ? { ...image, alt: `${image.alt}: ${caption}`, caption } : image;
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
