import { type RefObject, useEffect, useRef, useState } from "react";
import { useApiKey } from "../../lib/api-client.ts";
import { uploadFile } from "../../lib/upload-client.ts";
import type { UploadKind } from "../../../shared/upload-rules.ts";

/**
 * What the file fields do besides showing themselves: send the chosen files (POST /api/admin/uploads,
 * see docs/uploads.md), follow their progress, and hold the surrounding form back while they run.
 */

/** Blocks the surrounding form's submit while `busy`, marking the form with data-uploading (a count of busy fields). */
export function useBlockSubmitWhileBusy(anchor: RefObject<HTMLElement | null>, busy: boolean, onBlocked: () => void, onBusyChange?: (busy: boolean) => void) {
  const blocked = useRef(onBlocked);
  const told = useRef(onBusyChange);
  useEffect(() => {
    blocked.current = onBlocked;
    told.current = onBusyChange;
  });
  useEffect(() => {
    told.current?.(busy);
    const form = anchor.current?.closest("form");
    if (!busy || !form) return;
    form.dataset.uploading = String(Number(form.dataset.uploading ?? "0") + 1);
    // On the form itself, this runs before React's handler at the root (React Router's <Form> too),
    // and a prevented submit goes nowhere.
    const block = (event: Event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      blocked.current();
    };
    form.addEventListener("submit", block);
    return () => {
      form.removeEventListener("submit", block);
      const left = Number(form.dataset.uploading ?? "1") - 1;
      if (left > 0) form.dataset.uploading = String(left);
      else delete form.dataset.uploading;
    };
  }, [anchor, busy]);
}

/** Pictures are shown, the current one and a newly chosen one; other files are named. */
export const isPicture = (kind: UploadKind) => kind === "image" || kind === "artwork";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/**
 * "12.5 of 80 MB, about 6 minutes left": what a long upload (sermon audio, a service video) on a slow
 * line needs to show besides the percentage. The time left is guessed from the pace so far.
 */
export function progressDetail({ total, fraction, elapsedMs }: { total: number; fraction: number; elapsedMs: number }): string {
  const sent = `${megabytes(total * fraction)} of ${megabytes(total)}`;
  if (fraction < 0.02 || fraction >= 1 || elapsedMs < 2000) return sent;
  const leftSeconds = (elapsedMs / 1000) * ((1 - fraction) / fraction);
  const left = leftSeconds < 60 ? "less than a minute left" : `about ${Math.round(leftSeconds / 60)} ${Math.round(leftSeconds / 60) === 1 ? "minute" : "minutes"} left`;
  return `${sent}, ${left}`;
}

export type SingleUpload =
  | { status: "idle" }
  | { status: "uploading"; fileName: string; percent: number; total: number; startedAt: number; detail: string }
  | { status: "done"; fileName: string; token: string; preview: string | null };

/** One file at a time: choosing another stops the one still sending. `input` is for the picker, emptied when an upload fails. */
export function useSingleUpload(kind: UploadKind) {
  const apiKey = useApiKey();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [state, setState] = useState<SingleUpload>({ status: "idle" });
  const [error, setError] = useState<string | null>(null);
  const preview = state.status === "done" ? state.preview : null;

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  async function start(file: File) {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    setError(null);
    const startedAt = Date.now();
    setState({ status: "uploading", fileName: file.name, percent: 0, total: file.size, startedAt, detail: progressDetail({ total: file.size, fraction: 0, elapsedMs: 0 }) });
    const result = await uploadFile(file, {
      kind,
      apiKey,
      signal: mine.signal,
      onProgress: (fraction) =>
        setState((s) =>
          s.status === "uploading" && controller.current === mine
            ? { ...s, percent: Math.round(fraction * 100), detail: progressDetail({ total: s.total, fraction, elapsedMs: Date.now() - s.startedAt }) }
            : s,
        ),
    });
    if (controller.current !== mine) return; // a newer file took over
    controller.current = null;
    if (result.ok) {
      setState({ status: "done", fileName: result.name, token: result.upload, preview: isPicture(kind) ? URL.createObjectURL(file) : null });
    } else {
      setState({ status: "idle" });
      if (input.current) input.current.value = "";
      if (!result.cancelled) setError(result.error);
    }
  }

  const cancel = () => controller.current?.abort();
  return { input, state, error, start, cancel };
}

export type QueuedUpload = { id: number; file: File; status: "queued" | "uploading" | "done" | "failed"; percent: number; token?: string; error?: string; preview: string | null };

/** How many files of a batch are sent at the same time. */
const PARALLEL = 2;

/** A batch of files, each with its own progress; a cancelled one leaves the list. */
export function useUploadQueue(kind: UploadKind) {
  const apiKey = useApiKey();
  const nextId = useRef(1);
  const started = useRef(new Set<number>());
  const controllers = useRef(new Map<number, AbortController>());
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const busy = items.some((i) => i.status === "queued" || i.status === "uploading");
  const update = (itemId: number, change: Partial<QueuedUpload>) => setItems((all) => all.map((i) => (i.id === itemId ? { ...i, ...change } : i)));

  // Start queued files while fewer than PARALLEL are on their way.
  useEffect(() => {
    const running = items.filter((i) => i.status === "uploading").length;
    const waiting = items.filter((i) => i.status === "queued" && !started.current.has(i.id)).slice(0, Math.max(0, PARALLEL - running));
    for (const item of waiting) {
      started.current.add(item.id);
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      update(item.id, { status: "uploading" });
      void uploadFile(item.file, { kind, apiKey, signal: controller.signal, onProgress: (f) => update(item.id, { percent: Math.round(f * 100) }) }).then((result) => {
        controllers.current.delete(item.id);
        if (result.ok) update(item.id, { status: "done", percent: 100, token: result.upload });
        else if (result.cancelled) setItems((all) => all.filter((i) => i.id !== item.id));
        else update(item.id, { status: "failed", error: result.error });
      });
    }
  }, [items, kind, apiKey]);

  // On leaving the page: stop what is still sending and free the previews.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  });
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const item of itemsRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  function add(files: File[]) {
    const added = files.map((file): QueuedUpload => ({ id: nextId.current++, file, status: "queued", percent: 0, preview: isPicture(kind) ? URL.createObjectURL(file) : null }));
    setItems((all) => [...all, ...added]);
  }

  function remove(item: QueuedUpload) {
    controllers.current.get(item.id)?.abort();
    if (item.preview) URL.revokeObjectURL(item.preview);
    setItems((all) => all.filter((i) => i.id !== item.id));
  }

  return { items, busy, add, remove };
}
