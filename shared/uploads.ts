/**
 * Public addresses of uploaded files (spec section 7: /uploads/{program folder}/...). The storage
 * layer writes files at these same relative paths under DATA_DIR/uploads.
 */
import type { GalleryArea } from "./areas.ts";

const enc = encodeURIComponent;

/** Trip images live in a folder named after the location: lowercased, every non-alphanumeric character an underscore. */
export function tripFolder(location: string): string {
  return location.toLowerCase().replace(/[^a-z0-9]/g, "_");
}

export const uploads = {
  staff: (file: string) => `/uploads/staff/${enc(file)}`,
  gallery: (gallery: GalleryArea, file: string) => `/uploads/${gallery}/${enc(file)}`,
  galleryThumbnail: (gallery: GalleryArea, file: string) => `/uploads/${gallery}/thumbnails/${enc(file)}`,
  trip: (location: string, file: string) => `/uploads/mission-trips/${tripFolder(location)}/${enc(file)}`,
  tripThumbnail: (location: string, file: string) => `/uploads/mission-trips/${tripFolder(location)}/thumbnails/${enc(file)}`,
  occ: (file: string) => `/uploads/operation-christmas-child/${enc(file)}`,
  pastService: (id: number, file: string) => `/uploads/past-services/${id}/${enc(file)}`,
  event: (file: string) => `/uploads/events/${enc(file)}`,
  /** Podcast artwork: the channel's (Site settings) and each sermon series'. */
  podcast: (file: string) => `/uploads/podcast/${enc(file)}`,
  /** The 640 px variant written beside every picture (srcset). */
  eventSmall: (file: string) => `/uploads/events/${enc(file.replace(/\.webp$/, "-640.webp"))}`,
};
