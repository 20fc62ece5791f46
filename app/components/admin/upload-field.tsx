import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { UPLOAD_ACCEPT, type UploadKind, uploadMessages } from "../../../shared/upload-rules.ts";
import { ErrorText, PickerLabel, Preview, ProgressBar, fileInputClass, smallButton } from "./upload-field-parts.tsx";
import { type QueuedUpload, isPicture, useBlockSubmitWhileBusy, useSingleUpload, useUploadQueue } from "./upload-transfer.ts";

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
  const wrapper = useRef<HTMLDivElement>(null);
  const upload = useSingleUpload(kind);
  const { input, state } = upload;
  const [blocked, setBlocked] = useState(false);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const busy = state.status === "uploading";

  useBlockSubmitWhileBusy(wrapper, busy, () => setBlocked(true), onBusyChange);

  // The file input holds the form's validity: never valid while uploading, nor when a required file is missing.
  const hasFile = state.status === "done" || (current && !removeCurrent);
  const validity = busy ? uploadMessages.stillUploading : required && !hasFile ? "Please choose a file." : "";
  useEffect(() => {
    input.current?.setCustomValidity(validity);
  }, [input, validity]);

  function cancel() {
    upload.cancel();
    input.current?.focus();
  }

  const shownError = upload.error ?? (busy && blocked ? uploadMessages.stillUploading : null) ?? error;
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
          if (!file) return;
          setBlocked(false);
          void upload.start(file);
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

/** Several pictures at once (galleries, trip pictures): each with its own progress row; one hidden input per finished file. */
export function MultiUploadField({ label, name, kind = "image", accept, hint, error, onBusyChange }: Omit<CommonProps, "kind"> & { kind?: UploadKind }) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { items, busy, add, remove } = useUploadQueue(kind);
  const [notice, setNotice] = useState<string | null>(null);

  useBlockSubmitWhileBusy(wrapper, busy, () => setNotice(uploadMessages.stillUploading), onBusyChange);

  useEffect(() => {
    input.current?.setCustomValidity(busy ? uploadMessages.stillUploading : "");
  }, [busy]);

  function choose(files: FileList | null) {
    if (!files?.length) return;
    add([...files]);
    setNotice(null);
    if (input.current) input.current.value = "";
  }

  function drop(item: QueuedUpload) {
    remove(item);
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
