import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useApiKey } from "../../lib/api-client.ts";
import { isAllowedImageSrc, normalizeLinkInput, toEditorHtml, toStoredHtml } from "../../../shared/rich-text.ts";
import { CONTENT_IMAGE_PATH, uploadFile } from "../../lib/upload-client.ts";
import { UPLOAD_ACCEPT } from "../../../shared/upload-rules.ts";
import { richTextExtensions } from "./rich-text-extensions.ts";
import { EDITOR_AREA_CLASS, TOOLBAR_CLASS, editorFrameClass } from "./rich-text-frame.ts";

type Props = {
  initialHtml: string;
  onHtml: (html: string) => void;
  label: string;
  labelId: string;
  areaId: string;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
};

/**
 * The Tiptap editor behind RichTextEditor (loaded lazily, browser only). Its toolbar is one tab stop;
 * the arrow keys, Home and End move between the buttons (the ARIA toolbar pattern).
 */
export default function RichTextEditorClient({ initialHtml, onHtml, label, labelId, areaId, describedBy, invalid, required }: Props) {
  const onHtmlRef = useRef(onHtml);
  useEffect(() => {
    onHtmlRef.current = onHtml;
  }, [onHtml]);

  const editor = useEditor({
    extensions: richTextExtensions,
    content: toEditorHtml(initialHtml),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: areaAttributes({ areaId, labelId, describedBy, invalid, required }),
      transformPastedHTML: (html) => toEditorHtml(demoteHeadings(html)),
    },
    onUpdate: ({ editor: current }) => onHtmlRef.current(toStoredHtml(current.getHTML())),
  });

  // The accessible description and invalid state follow the field's hint and error.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: areaAttributes({ areaId, labelId, describedBy, invalid, required }) } });
  }, [editor, areaId, labelId, describedBy, invalid, required]);

  const [panel, setPanel] = useState<"link" | "image" | null>(null);
  const [pickedFile, setPickedFile] = useState<{ file: File; key: number } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  if (!editor) return null;

  const closePanel = () => {
    setPanel(null);
    editor.commands.focus();
  };

  return (
    <div className={editorFrameClass(invalid)}>
      <Toolbar
        editor={editor}
        label={label}
        areaId={areaId}
        linkOpen={panel === "link"}
        onLink={() => setPanel(panel === "link" ? null : "link")}
        onImage={() => fileInput.current?.click()}
      />
      <input
        ref={fileInput}
        type="file"
        accept={UPLOAD_ACCEPT.image}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (!file) return;
          setPickedFile({ file, key: Date.now() });
          setPanel("image");
        }}
      />
      {panel === "link" ? <LinkPanel editor={editor} onClose={closePanel} /> : null}
      {panel === "image" && pickedFile ? (
        <ImagePanel key={pickedFile.key} editor={editor} file={pickedFile.file} onClose={closePanel} onChooseAnother={() => fileInput.current?.click()} />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function areaAttributes({ areaId, labelId, describedBy, invalid, required }: { areaId: string; labelId: string; describedBy?: string; invalid: boolean; required: boolean }) {
  const attributes: Record<string, string> = {
    id: areaId,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    class: EDITOR_AREA_CLASS,
  };
  if (describedBy) attributes["aria-describedby"] = describedBy;
  if (invalid) attributes["aria-invalid"] = "true";
  if (required) attributes["aria-required"] = "true";
  return attributes;
}

/** Pasted h1 becomes h2 and h4–h6 become h3, as the sanitiser and the public page's outline expect. */
function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h1\b/gi, "<$1h2").replace(/<(\/?)h[4-6]\b/gi, "<$1h3");
}

// Toolbar

type Tool = {
  key: string;
  name: string;
  title: string;
  glyph: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
};

function Toolbar({ editor, label, areaId, linkOpen, onLink, onImage }: { editor: Editor; label: string; areaId: string; linkOpen: boolean; onLink: () => void; onImage: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const groups: Tool[][] = [
    [
      { key: "h2", name: "H2 heading", title: "Heading (Ctrl+Alt+2)", glyph: <b>H2</b>, pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { key: "h3", name: "H3 subheading", title: "Subheading (Ctrl+Alt+3)", glyph: <b>H3</b>, pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      { key: "bold", name: "Bold", title: "Bold (Ctrl+B)", glyph: <b className="font-serif text-lg">B</b>, pressed: state.bold, run: () => chain().toggleBold().run() },
      { key: "italic", name: "Italic", title: "Italic (Ctrl+I)", glyph: <i className="font-serif text-lg">I</i>, pressed: state.italic, run: () => chain().toggleItalic().run() },
    ],
    [
      { key: "ul", name: "Bulleted list", title: "Bulleted list (Ctrl+Shift+8)", glyph: <BulletIcon />, pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
      { key: "ol", name: "Numbered list", title: "Numbered list (Ctrl+Shift+7)", glyph: <NumberIcon />, pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    ],
    [
      { key: "link", name: "Link", title: state.link ? "Change or remove the link" : "Add a link", glyph: <LinkIcon />, pressed: state.link || linkOpen, run: onLink },
      { key: "image", name: "Picture", title: "Add a picture", glyph: <PictureIcon />, run: onImage },
    ],
    [
      { key: "undo", name: "Undo", title: "Undo (Ctrl+Z)", glyph: <UndoIcon />, disabled: !state.canUndo, run: () => chain().undo().run() },
      { key: "redo", name: "Redo", title: "Redo (Ctrl+Shift+Z)", glyph: <RedoIcon />, disabled: !state.canRedo, run: () => chain().redo().run() },
    ],
  ];
  const tools = groups.flat();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tools.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tools.length) % tools.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <div role="toolbar" aria-label={`${label}: formatting`} aria-controls={areaId} className={`${TOOLBAR_CLASS} px-1`} onKeyDown={onKeyDown}>
      {groups.map((group, g) => (
        <div key={g} className="flex items-center">
          {g > 0 ? <span aria-hidden="true" className="mx-0.5 h-6 w-px bg-slate-300" /> : null}
          {group.map((tool) => {
            const index = tools.indexOf(tool);
            return (
              <button
                key={tool.key}
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                type="button"
                tabIndex={index === current ? 0 : -1}
                aria-label={tool.name}
                title={tool.title}
                aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
                aria-disabled={tool.disabled || undefined}
                onFocus={() => setCurrent(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  if (!tool.disabled) tool.run();
                }}
                className="inline-flex h-9 min-w-8 items-center justify-center rounded px-1 text-sm text-slate-800 hover:bg-brand-100 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:hover:bg-brand-800"
              >
                {tool.glyph}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

// Link

function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const existing = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [address, setAddress] = useState(existing);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const apply = () => {
    const href = normalizeLinkInput(address);
    if (!href) {
      setError("Enter a web address (https://…), an e-mail address or a phone number.");
      input.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href.replace(/^(mailto|tel):/, ""), marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };

  return (
    <Panel title="Link" onClose={onClose}>
      <label htmlFor={`${editor.instanceId}-link`} className="block text-sm font-medium text-slate-800">
        Link address
      </label>
      <input
        ref={input}
        id={`${editor.instanceId}-link`}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.org, name@example.org or 919-555-0142"
        value={address}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${editor.instanceId}-link-error` : undefined}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          // The editor sits inside the page's own form: Enter adds the link instead of sending the form.
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          }
        }}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700"
      />
      {error ? (
        <p id={`${editor.instanceId}-link-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn py-1.5" onClick={apply}>
          {existing ? "Update link" : "Add link"}
        </button>
        {existing ? (
          <button type="button" className="btn-outline py-1.5" onClick={remove}>
            Remove link
          </button>
        ) : null}
        <button type="button" className="btn-outline py-1.5" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Panel>
  );
}

// Picture

type Upload =
  | { status: "uploading"; percent: number | null }
  | { status: "ready"; src: string; width?: number; height?: number }
  | { status: "failed"; message: string };

function ImagePanel({ editor, file, onClose, onChooseAnother }: { editor: Editor; file: File; onClose: () => void; onChooseAnother: () => void }) {
  const apiKey = useApiKey();
  const [upload, setUpload] = useState<Upload>({ status: "uploading", percent: null });
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState<string | null>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const ids = { alt: `${editor.instanceId}-alt`, altError: `${editor.instanceId}-alt-error`, progress: `${editor.instanceId}-progress` };

  // The upload starts as soon as the file is chosen; people describe the picture meanwhile.
  useEffect(() => {
    altInput.current?.focus();
    const controller = new AbortController();
    uploadFile(file, {
      kind: "image",
      apiKey,
      path: CONTENT_IMAGE_PATH,
      signal: controller.signal,
      onProgress: (fraction) => setUpload({ status: "uploading", percent: Math.round(fraction * 100) }),
    }).then(async (result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) return setUpload({ status: "failed", message: result.error });
      const src = result.url ?? result.upload;
      if (!isAllowedImageSrc(src)) return setUpload({ status: "failed", message: "We could not save that file. Please try again." });
      setUpload({ status: "ready", src, ...(await naturalSize(src)) });
    });
    return () => controller.abort();
  }, [file, apiKey]);

  const insert = () => {
    if (upload.status !== "ready") return;
    const text = alt.trim();
    if (!text) {
      setAltError("Describe the picture for people who cannot see it.");
      altInput.current?.focus();
      return;
    }
    editor
      .chain()
      .focus()
      .setImage({ src: upload.src, alt: text, width: upload.width, height: upload.height })
      // Carry on typing below the picture instead of replacing it: into the next block, or a new paragraph.
      .command(({ tr }) => {
        if (!(tr.selection instanceof NodeSelection)) return true;
        const end = tr.selection.to;
        if (!tr.doc.resolve(end).nodeAfter) tr.insert(end, tr.doc.type.schema.nodes.paragraph.create());
        tr.setSelection(TextSelection.near(tr.doc.resolve(end + 1)));
        return true;
      })
      .run();
    onClose();
  };

  return (
    <Panel title={`Picture: ${file.name}`} onClose={onClose}>
      <div aria-live="polite">
        {upload.status === "uploading" ? (
          <div className="mb-3">
            <label htmlFor={ids.progress} className="block text-sm text-slate-700">
              Uploading {file.name}…
            </label>
            <progress id={ids.progress} className="mt-1 h-2 w-full accent-brand-700" max={100} value={upload.percent ?? undefined}>
              {upload.percent === null ? "" : `${upload.percent}%`}
            </progress>
          </div>
        ) : upload.status === "ready" ? (
          <p className="mb-3 text-sm text-green-800">Uploaded. Describe the picture, then add it.</p>
        ) : null}
      </div>
      {upload.status === "failed" ? (
        <p role="alert" className="mb-3 text-sm font-semibold text-red-800">
          {upload.message}
        </p>
      ) : null}
      <label htmlFor={ids.alt} className="block text-sm font-medium text-slate-800">
        Describe the picture (alt text)
      </label>
      <input
        ref={altInput}
        id={ids.alt}
        type="text"
        required
        maxLength={250}
        placeholder="Volunteers packing shoeboxes in the fellowship hall"
        value={alt}
        aria-invalid={altError ? true : undefined}
        aria-describedby={altError ? ids.altError : undefined}
        onChange={(event) => {
          setAlt(event.target.value);
          setAltError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            insert();
          }
        }}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700"
      />
      {altError ? (
        <p id={ids.altError} className="mt-1 text-sm text-red-800">
          {altError}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {upload.status === "failed" ? (
          <button type="button" className="btn py-1.5" onClick={onChooseAnother}>
            Choose another picture
          </button>
        ) : (
          <button type="button" className="btn py-1.5" onClick={insert} disabled={upload.status !== "ready"}>
            Add picture
          </button>
        )}
        <button type="button" className="btn-outline py-1.5" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Panel>
  );
}

/** The picture's size as the server stored it, so the public page can keep its space before it loads. */
function naturalSize(src: string): Promise<{ width?: number; height?: number }> {
  return new Promise((resolve) => {
    const img = new window.Image();
    img.onload = () => resolve(img.naturalWidth && img.naturalHeight ? { width: img.naturalWidth, height: img.naturalHeight } : {});
    img.onerror = () => resolve({});
    img.src = src;
  });
}

// Shared bits

function Panel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={title}
      className="border-b border-slate-300 bg-brand-50 p-3"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      {children}
    </div>
  );
}

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  );
}

const BulletIcon = () => (
  <Glyph>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </Glyph>
);
const NumberIcon = () => (
  <Glyph>
    <path d="M10 6h10M10 12h10M10 18h10M4 4.5l1.5-1V9M3.5 14.5a1.5 1.5 0 013 .5c0 1-3 2-3 3.5h3" strokeWidth={1.5} />
  </Glyph>
);
const LinkIcon = () => (
  <Glyph>
    <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />
  </Glyph>
);
const PictureIcon = () => (
  <Glyph>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.5" />
    <path d="M21 16l-5-5-8 8" />
  </Glyph>
);
const UndoIcon = () => (
  <Glyph>
    <path d="M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3" />
  </Glyph>
);
const RedoIcon = () => (
  <Glyph>
    <path d="M15 14l5-5-5-5M20 9H10a6 6 0 000 12h3" />
  </Glyph>
);
