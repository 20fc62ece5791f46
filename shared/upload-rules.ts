/**
 * The upload rules both sides share: the browser checks the size before sending (and names the
 * accepted types in the file picker); the server (server/storage/uploads.ts) is the one that counts.
 */
export const UPLOAD_KINDS = ["image", "pdf", "video"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;
export const UPLOAD_LIMITS: Record<UploadKind, number> = { image: 15 * MB, pdf: 20 * MB, video: 2048 * MB };

/** What the file picker offers; the server decides from the file's content, not from this list. */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  image: "image/jpeg,image/png,image/webp,image/gif,image/avif",
  pdf: "application/pdf,.pdf",
  video: "video/mp4,video/quicktime,video/webm,video/ogg,.mp4,.m4v,.mov,.webm,.ogv",
};

const KIND_NAMES = { image: "Pictures", pdf: "PDF documents", video: "Videos" } as const;

/** A size limit as people read it: "15 MB", "2 GB". */
export function limitText(bytes: number): string {
  return bytes >= 1024 * MB ? `${+(bytes / (1024 * MB)).toFixed(1)} GB` : `${+(bytes / MB).toFixed(1)} MB`;
}

/** Plain-English refusals for the people who run the site. */
export const uploadMessages = {
  wrongType: {
    image: "That file is not a picture we can use. Please choose a JPEG, PNG, WebP or GIF image.",
    pdf: "That file is not a PDF document. Please choose a PDF file.",
    video: "That file is not a video we can use. Please choose an MP4, MOV, WebM or Ogg video.",
  },
  tooLarge: (kind: UploadKind, limit = UPLOAD_LIMITS[kind]) => `That file is too large. ${KIND_NAMES[kind]} can be at most ${limitText(limit)}.`,
  tooManyPixels: "That picture is too large to work with. Please choose a picture of at most 50 megapixels.",
  empty: "That file is empty. Please choose another file.",
  interrupted: "The upload did not finish. Please try again.",
  network: "The upload did not finish. Check your connection and try again.",
  cancelled: "The upload was cancelled.",
  signedOut: "You have been signed out. Please sign in again, then choose the file once more.",
  notAllowed: "You cannot upload files for this part of the site.",
  unknownKind: "Please say whether the file is a picture, a PDF document or a video.",
  expired: "That upload has expired. Please choose the file again.",
  wrongPlace: "That kind of file cannot be used here.",
  notSaved: "We could not save that file. Please try again.",
  outOfSpace: "The server is out of disk space; the file was not saved. Please tell your site administrator.",
  badName: "That file name is not valid.",
  stillUploading: "Please wait until the upload has finished, then save again.",
} as const;

export const isUploadKind = (value: unknown): value is UploadKind => typeof value === "string" && (UPLOAD_KINDS as readonly string[]).includes(value);
