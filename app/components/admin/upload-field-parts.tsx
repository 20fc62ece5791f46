import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { limitFor } from "../../lib/upload-client.ts";
import { areaOfPath } from "../../../shared/areas.ts";
import { type UploadKind, acceptedFilesText } from "../../../shared/upload-rules.ts";
import { inputClass } from "../fields.tsx";

/** The pieces the single and the multiple file field both show. */

export const fileInputClass = `${inputClass} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-700`;
export const smallButton = "inline-flex min-h-6 items-center rounded px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2";

export function ProgressBar({ fileName, percent, onCancel, waiting = false, detail }: { fileName: string; percent: number; onCancel: () => void; waiting?: boolean; detail?: string }) {
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
export function PickerLabel({ id, label, required = false, hint, kind, each = false }: { id: string; label: string; required?: boolean; hint?: ReactNode; kind: UploadKind; each?: boolean }) {
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

export function Preview({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} width={128} height={96} loading="lazy" decoding="async" className="h-24 w-32 rounded border border-slate-200 bg-slate-50 object-cover" />;
}

export function ErrorText({ id, error }: { id: string; error?: string | null }) {
  // Always present, so that a message added later is announced.
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
      {error ?? ""}
    </p>
  );
}
