import { useId, useState } from "react";
import { inputClass } from "../fields.tsx";

/** A one-time link to hand to someone: shown read-only with a Copy button. */
export function CopyableLink({ label, link }: { label: string; link: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input id={id} readOnly value={link} className={`${inputClass} min-w-0 flex-1 font-mono text-sm`} onFocus={(event) => event.currentTarget.select()} />
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {copied ? "Copied" : "Copy link"}
        </button>
      </div>
    </div>
  );
}
