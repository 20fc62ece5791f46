import { type AreaKey, areaOfPath, uploadLimit } from "../../shared/areas.ts";
import { UPLOAD_LIMITS, type UploadKind, uploadMessages } from "../../shared/upload-rules.ts";

/** Where admin files are sent; the rich-text editor's pictures go to CONTENT_IMAGE_PATH instead. */
export const UPLOAD_PATH = "/api/admin/uploads";
export const CONTENT_IMAGE_PATH = "/api/admin/uploads/content-image";

export type UploadResult =
  | {
      ok: true;
      /** The staged upload's token for the form's hidden field; for CONTENT_IMAGE_PATH, the picture's public address. */
      upload: string;
      name: string;
      size: number;
      /** Set for CONTENT_IMAGE_PATH: the public /uploads/content/... address. */
      url?: string;
    }
  | { ok: false; error: string; cancelled?: boolean };

export type UploadOptions = {
  kind: UploadKind;
  /** The staff area the file is for (its limits apply); by default the area of the page the form is on. */
  area?: AreaKey;
  apiKey: string;
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  path?: string;
};

/** The staff area of the page the form is on (shared/areas.ts). */
function pageArea(): AreaKey | undefined {
  return typeof location === "undefined" ? undefined : areaOfPath(location.pathname)?.key;
}

/** The size limit of a kind of file in an area (shared/areas.ts), or the kind's own limit. */
export function limitFor(kind: UploadKind, area: AreaKey | undefined): number {
  return (area && uploadLimit(area, kind)) ?? UPLOAD_LIMITS[kind];
}

/** The page's CSRF token, from the csrfToken cookie the server sets at sign-in. */
export function csrfTokenFromCookie(cookie: string = typeof document === "undefined" ? "" : document.cookie): string | null {
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === "csrfToken") return decodeURIComponent(rest.join("="));
  }
  return null;
}

function errorFor(status: number, body: Record<string, unknown>): string {
  if (typeof body.error === "string" && body.error.trim() !== "") return body.error;
  if (status === 401) return uploadMessages.signedOut;
  if (status === 403) return uploadMessages.notAllowed;
  return uploadMessages.notSaved;
}

/**
 * Sends one file as the raw request body (the server streams it to disk). XMLHttpRequest rather than
 * fetch, because only it reports upload progress. Never throws: failures come back as { ok: false }.
 */
export function uploadFile(file: File, { kind, area = pageArea(), apiKey, onProgress, signal, path = UPLOAD_PATH }: UploadOptions): Promise<UploadResult> {
  const limit = limitFor(kind, area);
  if (file.size > limit) return Promise.resolve({ ok: false, error: uploadMessages.tooLarge(kind, limit) });
  if (signal?.aborted) return Promise.resolve({ ok: false, error: uploadMessages.cancelled, cancelled: true });
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let settled = false;
    const finish = (result: UploadResult) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      resolve(result);
    };
    const onAbort = () => {
      xhr.abort();
      finish({ ok: false, error: uploadMessages.cancelled, cancelled: true });
    };

    const query = new URLSearchParams({ kind, ...(area ? { area } : {}) });
    xhr.open("POST", `${path}${path.includes("?") ? "&" : "?"}${query}`);
    xhr.setRequestHeader("x-api-key", apiKey);
    xhr.setRequestHeader("x-file-name", encodeURIComponent(file.name));
    xhr.setRequestHeader("content-type", "application/octet-stream");
    const csrf = csrfTokenFromCookie();
    if (csrf) xhr.setRequestHeader("x-csrf-token", csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(xhr.responseText);
        if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
      } catch {
        // Not JSON (a proxy's error page): the status decides the message.
      }
      if (xhr.status === 201 && typeof body.url === "string") {
        onProgress?.(1);
        finish({ ok: true, upload: body.url, url: body.url, name: file.name, size: file.size });
      } else if (xhr.status === 201 && typeof body.upload === "string") {
        onProgress?.(1);
        finish({ ok: true, upload: body.upload, name: typeof body.name === "string" ? body.name : file.name, size: typeof body.size === "number" ? body.size : file.size });
      } else {
        finish({ ok: false, error: errorFor(xhr.status, body) });
      }
    };
    xhr.onerror = () => finish({ ok: false, error: uploadMessages.network });
    xhr.ontimeout = () => finish({ ok: false, error: uploadMessages.network });
    xhr.onabort = () => finish({ ok: false, error: uploadMessages.cancelled, cancelled: true });
    signal?.addEventListener("abort", onAbort, { once: true });
    xhr.send(file);
  });
}
