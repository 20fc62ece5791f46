import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useApiKey } from "../../lib/api-client.ts";
import { limitFor, uploadFile } from "../../lib/upload-client.ts";
import { areaOfPath } from "../../../shared/areas.ts";
import { UPLOAD_ACCEPT, type UploadKind, acceptedFilesText, uploadMessages } from "../../../shared/upload-rules.ts";
import { inputClass } from "../fields.tsx";

/**
 * File fields of the admin forms. Choosing a file uploads it at once (POST /api/admin/uploads, see
 * docs/uploads.md); the form then carries only the staged upload's token in a hidden input, and the
 * server places the file when the form is saved. While an upload runs, the form cannot be submitted.
 */

type CommonProps = {
  label: string;
  /** The hidden input carrying the upload token(s) in the form post. */
  name: string;
  kind: UploadKind;
  /** The file picker's filter; defaults to the types the server accepts for the kind. */
  accept?: string;
  hint?: ReactNode;
  /** A field error from the server's answer to the form. */
  error?: string;
  /** Told when uploads start and stop (for a caller that wants to disable its own Save button). */
  onBusyChange?: (busy: boolean) => void;
};

const fileInputClass = `${inputClass} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-700`;
const smallButton = "inline-flex min-h-6 items-center rounded px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2";

/** Blocks the surrounding form's submit while `busy`, marking the form with data-uploading (a count of busy fields). */
function useBlockSubmitWhileBusy(anchor: RefObject<HTMLElement | null>, busy: boolean, onBlocked: () => void, onBusyChange?: (busy: boolean) => void) {
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
const isPicture = (kind: UploadKind) => kind === "image" || kind === "artwork";

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

function ProgressBar({ fileName, percent, onCancel, waiting = false, detail }: { fileName: string; percent: number; onCancel: () => void; waiting?: boolean; detail?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div
        role="progressbar"
        aria-label={`${waiting ? "Waiting to upload" : "Uploading"} ${fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={detail ? `${percent}%, ${detail}` : undefined}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-11 text-right text-sm tabular-nums text-slate-700" aria-hidden="true">
        {percent}%
      </span>
      <button type="button" className={smallButton} onClick={onCancel}>
        Cancel<span className="sr-only"> the upload of {fileName}</span>
      </button>
      {detail ? (
        <p className="basis-full text-sm text-slate-700" aria-hidden="true">
          {detail}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The label above a file picker whose id is `id`, and the hint under it (its id `${id}-hint`), which
 * closes with the files the picker takes and the size limit of the page's area (as the upload checks it).
 */
function PickerLabel({ id, label, required = false, hint, kind, each = false }: { id: string; label: string; required?: boolean; hint?: ReactNode; kind: UploadKind; each?: boolean }) {
  const area = areaOfPath(useLocation().pathname)?.key;
  return (
    <>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
        {required ? <span className="text-red-700" aria-hidden="true"> *</span> : null}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint ? <>{hint} </> : null}
        {acceptedFilesText(kind, limitFor(kind, area), { each })}
      </p>
    </>
  );
}

function Preview({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} width={128} height={96} loading="lazy" decoding="async" className="h-24 w-32 rounded border border-slate-200 bg-slate-50 object-cover" />;
}

function ErrorText({ id, error }: { id: string; error?: string | null }) {
  // Always present, so that a message added later is announced.
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
      {error ?? ""}
    </p>
  );
}

type Single =
  | { status: "idle" }
  | { status: "uploading"; fileName: string; percent: number; total: number; startedAt: number; detail: string }
  | { status: "done"; fileName: string; token: string; preview: string | null };

/** One file: a staff photo, a highlight picture, a bulletin or a service video. */
export function UploadField({
  label,
  name,
  kind,
  accept,
  hint,
  error,
  onBusyChange,
  current,
  required = false,
}: CommonProps & { current?: { url: string; label: string }; required?: boolean }) {
  const id = useId();
  const apiKey = useApiKey();
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [state, setState] = useState<Single>({ status: "idle" });
  const [ownError, setOwnError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const busy = state.status === "uploading";
  const preview = state.status === "done" ? state.preview : null;

  useBlockSubmitWhileBusy(wrapper, busy, () => setBlocked(true), onBusyChange);

  // The file input holds the form's validity: never valid while uploading, nor when a required file is missing.
  const hasFile = state.status === "done" || (current && !removeCurrent);
  const validity = busy ? uploadMessages.stillUploading : required && !hasFile ? "Please choose a file." : "";
  useEffect(() => {
    input.current?.setCustomValidity(validity);
  }, [validity]);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  async function start(file: File) {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    setOwnError(null);
    setBlocked(false);
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
      if (!result.cancelled) setOwnError(result.error);
    }
  }

  function cancel() {
    controller.current?.abort();
    input.current?.focus();
  }

  const shownError = ownError ?? (busy && blocked ? uploadMessages.stillUploading : null) ?? error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div ref={wrapper}>
      <PickerLabel id={id} label={label} required={required} hint={hint} kind={kind} />
      {current && state.status !== "done" ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {isPicture(kind) ? (
            <Preview src={current.url} alt={`Current: ${current.label}`} />
          ) : (
            <a href={current.url} className="font-medium text-brand-700 underline" target="_blank" rel="noreferrer">
              Current file: {current.label}
            </a>
          )}
          <label className="inline-flex min-h-6 items-center gap-2 text-slate-900">
            <input type="checkbox" name={`${name}Remove`} value="1" checked={removeCurrent} onChange={(e) => setRemoveCurrent(e.target.checked)} className="size-4" />
            Remove<span className="sr-only"> the current file for {label}</span>
          </label>
        </div>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept ?? UPLOAD_ACCEPT[kind]}
        className={`mt-2 ${fileInputClass}`}
        aria-invalid={shownError ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={`${hintId} ${errorId}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void start(file);
        }}
      />
      <input type="hidden" name={name} value={state.status === "done" ? state.token : ""} />
      {state.status === "uploading" ? (
        <div className="mt-2">
          <ProgressBar fileName={state.fileName} percent={state.percent} onCancel={cancel} detail={state.detail} />
        </div>
      ) : null}
      {state.status === "done" ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {state.preview ? <Preview src={state.preview} alt={`Chosen picture: ${state.fileName}`} /> : null}
          <p role="status" className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">{state.fileName}</span> is ready. It is saved when you save the form
            {current ? ", in place of the current file" : ""}.
          </p>
        </div>
      ) : null}
      <ErrorText id={errorId} error={shownError} />
    </div>
  );
}

type Item = { id: number; file: File; status: "queued" | "uploading" | "done" | "failed"; percent: number; token?: string; error?: string; preview: string | null };

/** How many files of a batch are sent at the same time. */
const PARALLEL = 2;

/** Several pictures at once (galleries, trip pictures): each with its own progress row; one hidden input per finished file. */
export function MultiUploadField({ label, name, kind = "image", accept, hint, error, onBusyChange }: Omit<CommonProps, "kind"> & { kind?: UploadKind }) {
  const id = useId();
  const apiKey = useApiKey();
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  const started = useRef(new Set<number>());
  const controllers = useRef(new Map<number, AbortController>());
  const [items, setItems] = useState<Item[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = items.some((i) => i.status === "queued" || i.status === "uploading");
  const update = (itemId: number, change: Partial<Item>) => setItems((all) => all.map((i) => (i.id === itemId ? { ...i, ...change } : i)));

  useBlockSubmitWhileBusy(wrapper, busy, () => setNotice(uploadMessages.stillUploading), onBusyChange);

  useEffect(() => {
    input.current?.setCustomValidity(busy ? uploadMessages.stillUploading : "");
  }, [busy]);

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

  function choose(files: FileList | null) {
    if (!files?.length) return;
    const added = [...files].map((file): Item => ({ id: nextId.current++, file, status: "queued", percent: 0, preview: isPicture(kind) ? URL.createObjectURL(file) : null }));
    setItems((all) => [...all, ...added]);
    setNotice(null);
    if (input.current) input.current.value = "";
  }

  function drop(item: Item) {
    controllers.current.get(item.id)?.abort();
    if (item.preview) URL.revokeObjectURL(item.preview);
    setItems((all) => all.filter((i) => i.id !== item.id));
    input.current?.focus();
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const done = items.filter((i) => i.status === "done").length;
  return (
    <div ref={wrapper}>
      <PickerLabel id={id} label={label} hint={hint} kind={kind} each />
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={accept ?? UPLOAD_ACCEPT[kind]}
        // The picker is emptied after each choice (so the same file can be chosen again), and the
        // browser would then say "No file chosen" beside files that are uploading: the list below says
        // what was chosen, so the browser's own words are hidden.
        className={`mt-2 ${fileInputClass.replace("text-slate-900", "text-transparent")}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${hintId} ${errorId}`}
        onChange={(e) => choose(e.target.files)}
      />
      {items.length > 0 ? (
        <>
          <p role="status" className="mt-2 text-sm text-slate-700">
            {done} of {items.length} {items.length === 1 ? "file" : "files"} ready{busy ? "; uploading the rest" : ""}.
          </p>
          <ul className="mt-2 space-y-2" aria-label={`Files chosen for ${label}`}>
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 rounded border border-slate-200 p-2">
                {item.preview ? <img src={item.preview} alt="" width={64} height={48} className="h-12 w-16 shrink-0 rounded object-cover" /> : null}
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{item.file.name}</p>
                  {item.status === "queued" || item.status === "uploading" ? (
                    <ProgressBar fileName={item.file.name} percent={item.percent} waiting={item.status === "queued"} onCancel={() => drop(item)} />
                  ) : item.status === "failed" ? (
                    <p role="alert" className="text-sm font-medium text-red-700">
                      {item.error}
                    </p>
                  ) : (
                    <p className="text-sm text-slate-700">Ready. It is saved when you save the form.</p>
                  )}
                </div>
                {item.status === "done" ? <input type="hidden" name={name} value={item.token} /> : null}
                {item.status === "done" || item.status === "failed" ? (
                  <button type="button" className={smallButton} onClick={() => drop(item)}>
                    Remove<span className="sr-only"> {item.file.name} from the list</span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ErrorText id={errorId} error={(busy ? notice : null) ?? error} />
    </div>
  );
}
