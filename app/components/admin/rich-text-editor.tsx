import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { EDITOR_AREA_CLASS, TOOLBAR_CLASS, editorFrameClass } from "./rich-text-frame.ts";

/** Tiptap is loaded only in the browser, only where an editor is on the page, as its own chunk. */
const TiptapEditor = lazy(() => import("./rich-text-editor-client.tsx"));

export type RichTextEditorProps = {
  /** The visible name of the field; also the accessible name of the editing area. */
  label: string;
  /** The form field the HTML is posted as (a hidden input kept in step with the editor). */
  name: string;
  /** The starting HTML; the domain service hands it out sanitised, as it does for public pages. */
  defaultValue?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  onChange?: (html: string) => void;
};

const subscribeNothing = () => () => {};

/**
 * Rich text for announcement bodies and mission-trip stories: headings, bold, italic, lists, links and
 * pictures from our uploads. The server renders a read-only copy of the content; the editor replaces
 * it once the page has hydrated. The HTML posts with the form under `name`.
 */
export function RichTextEditor({ label, name, defaultValue = "", error, hint, required = false, onChange }: RichTextEditorProps) {
  const id = useId();
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error`, area: `${id}-area` };
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ") || undefined;
  const [html, setHtml] = useState(defaultValue);
  const inBrowser = useSyncExternalStore(subscribeNothing, () => true, () => false);
  // A restored local draft (app/lib/use-draft.ts) starts the editor again with the draft's HTML.
  const [restored, setRestored] = useState<{ html: string; round: number } | null>(null);
  const hidden = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = hidden.current;
    if (!input) return;
    const restore = (event: Event) => {
      const next = (event as CustomEvent<string>).detail;
      setRestored((r) => ({ html: next, round: (r?.round ?? 0) + 1 }));
      setHtml(next);
      onChange?.(next);
    };
    input.addEventListener("steeple:restore", restore);
    return () => input.removeEventListener("steeple:restore", restore);
  }, [onChange]);

  const handleChange = useCallback(
    (next: string) => {
      setHtml(next);
      onChange?.(next);
    },
    [onChange],
  );

  const standIn = <EditorStandIn html={html} ids={ids} describedBy={describedBy} invalid={Boolean(error)} />;
  return (
    <div>
      <div id={ids.label} className="block font-medium text-slate-800">
        {label}
      </div>
      {hint ? (
        <p id={ids.hint} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {inBrowser ? (
        <Suspense fallback={standIn}>
          <TiptapEditor
            key={restored?.round ?? 0}
            initialHtml={restored?.html ?? defaultValue}
            onHtml={handleChange}
            label={label}
            labelId={ids.label}
            areaId={ids.area}
            describedBy={describedBy}
            invalid={Boolean(error)}
            required={required}
          />
        </Suspense>
      ) : (
        standIn
      )}
      {error ? (
        <p id={ids.error} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <input ref={hidden} type="hidden" name={name} value={html} data-draft="" />
    </div>
  );
}

/** What the server sends and what shows while the editor loads: the content, read-only. */
function EditorStandIn({ html, ids, describedBy, invalid }: { html: string; ids: { label: string; area: string }; describedBy?: string; invalid: boolean }) {
  return (
    <div className={editorFrameClass(invalid)}>
      <p className={`${TOOLBAR_CLASS} px-3 text-sm text-slate-600`}>Loading the editor…</p>
      <div
        id={ids.area}
        role="textbox"
        aria-multiline="true"
        aria-readonly="true"
        aria-busy="true"
        aria-labelledby={ids.label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={EDITOR_AREA_CLASS}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
