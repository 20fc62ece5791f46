/**
 * The upload rules both sides share: the browser checks the size before sending (and names the
 * accepted types in the file picker); the server (server/storage/uploads.ts) is the one that counts.
 */
export const UPLOAD_KINDS = ["image", "pdf", "video", "audio", "artwork", "transcript"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;
/**
 * The largest limit of each kind; an area may set a lower one (shared/areas.ts). Sermon audio is
 * 20-80 MB at speech bitrates; 300 MB leaves room for a two-hour service at 320 kb/s.
 */
export const UPLOAD_LIMITS: Record<UploadKind, number> = { image: 15 * MB, pdf: 20 * MB, video: 2048 * MB, audio: 300 * MB, artwork: 10 * MB, transcript: 5 * MB };

/** Podcast artwork (Apple's rule): a square JPEG or PNG of 1400 to 3000 pixels a side. */
export const ARTWORK_SIDE = { min: 1400, max: 3000 } as const;

/** What the file picker offers; the server decides from the file's content, not from this list. */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  image: "image/jpeg,image/png,image/webp,image/gif,image/avif",
  pdf: "application/pdf,.pdf",
  video: "video/mp4,video/quicktime,video/webm,video/ogg,.mp4,.m4v,.mov,.webm,.ogv",
  audio: "audio/mpeg,audio/mp4,audio/x-m4a,audio/aac,.mp3,.m4a",
  artwork: "image/jpeg,image/png",
  transcript: "text/vtt,.vtt,.srt",
};

const KIND_NAMES = { image: "Pictures", pdf: "PDF documents", video: "Videos", audio: "Audio files", artwork: "Podcast artwork files", transcript: "Transcripts" } as const;

/** A size limit as people read it: "15 MB", "2 GB". */
export function limitText(bytes: number): string {
  return bytes >= 1024 * MB ? `${+(bytes / (1024 * MB)).toFixed(1)} GB` : `${+(bytes / MB).toFixed(1)} MB`;
}

/** The files each kind takes, as a file field's hint names them. */
const ACCEPTED_FILES: Record<UploadKind, string> = {
  image: "JPEG, PNG, WebP or GIF",
  pdf: "PDF",
  video: "MP4, MOV, WebM or Ogg",
  audio: "MP3 or M4A (AAC)",
  artwork: `a square JPEG or PNG of ${ARTWORK_SIDE.min} to ${ARTWORK_SIDE.max} pixels a side`,
  transcript: "WebVTT (.vtt) or SubRip (.srt)",
};

/** What a file field takes, closing its hint: "Accepted: JPEG, PNG, WebP or GIF, up to 15 MB." (`each` for a field of several files). */
export function acceptedFilesText(kind: UploadKind, limit: number = UPLOAD_LIMITS[kind], { each = false } = {}): string {
  return `Accepted: ${ACCEPTED_FILES[kind]}, up to ${limitText(limit)}${each ? " each" : ""}.`;
}

/** Plain-English refusals for the people who run the site. */
export const uploadMessages = {
  wrongType: {
    image: "That file is not a picture we can use. Please choose a JPEG, PNG, WebP or GIF image.",
    pdf: "That file is not a PDF document. Please choose a PDF file.",
    video: "That file is not a video we can use. Please choose an MP4, MOV, WebM or Ogg video.",
    audio: "That file is not an audio recording we can use. Please choose an MP3 or M4A (AAC) file.",
    artwork: "That file is not a picture we can use for podcast artwork. Please choose a JPEG or PNG image.",
    transcript: "That file is not a transcript we can use. Please choose a WebVTT (.vtt) or SubRip (.srt) file.",
  },
  /** An audio file whose frames end early or cannot be read (a cut-off upload, a damaged file). */
  audioUnreadable: "That audio file is damaged or cut short: we could not read its length. Please export the recording again and choose the new file.",
  artworkShape: (width: number, height: number) =>
    `Podcast artwork must be a square picture between ${ARTWORK_SIDE.min} × ${ARTWORK_SIDE.min} and ${ARTWORK_SIDE.max} × ${ARTWORK_SIDE.max} pixels; this one is ${width} × ${height}. Please choose a square picture of that size.`,
  tooLarge: (kind: UploadKind, limit = UPLOAD_LIMITS[kind]) => `That file is too large. ${KIND_NAMES[kind]} can be at most ${limitText(limit)}. Please choose a smaller file.`,
  tooManyPixels: "That picture is too large to work with. Please choose a picture of at most 50 megapixels.",
  empty: "That file is empty. Please choose another file.",
  interrupted: "The upload did not finish. Please try again.",
  network: "The upload did not finish. Check your connection and try again.",
  cancelled: "The upload was cancelled. Choose the file again to upload it.",
  signedOut: "You have been signed out. Please sign in again, then choose the file once more.",
  notAllowed: "You cannot upload files for this part of the site. Ask a site administrator if you need to.",
  unknownKind: "Please say whether the file is a picture, a PDF document, a video, an audio file, podcast artwork or a transcript.",
  expired: "That upload has expired. Please choose the file again.",
  wrongPlace: "That kind of file cannot be used here. Please choose a file of the kind named under the field.",
  notSaved: "We could not save that file. Please try again.",
  outOfSpace: "The server is out of disk space; the file was not saved. Please tell your site administrator.",
  badName: "That file name is not valid. Please rename the file and choose it again.",
  stillUploading: "Please wait until the upload has finished, then save again.",
} as const;

export const isUploadKind = (value: unknown): value is UploadKind => typeof value === "string" && (UPLOAD_KINDS as readonly string[]).includes(value);
