import { type ReactNode, useEffect, useId, useRef } from "react";

/** A destructive choice: outlined in red, never the button that stands out. */
const DANGER_BUTTON = "inline-flex items-center justify-center rounded-md border border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question (native <dialog>: focus stays inside, Escape cancels). The safe answer is the
 * primary button and has the focus; the other says plainly what it does ("Delete announcement").
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = "Cancel", danger, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first button, which is the other one.
      safe.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="text-2xl">
        {title}
      </h2>
      <div id={`${id}-body`} className="mt-3 text-slate-700">
        {children}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={danger ? DANGER_BUTTON : "btn-outline"} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={safe} type="button" className="btn" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
