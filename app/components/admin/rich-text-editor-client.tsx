import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { toEditorHtml, toStoredHtml } from "../../../shared/rich-text.ts";
import { UPLOAD_ACCEPT } from "../../../shared/upload-rules.ts";
import { richTextExtensions } from "./rich-text-extensions.ts";
import { EDITOR_AREA_CLASS, editorFrameClass } from "./rich-text-frame.ts";
import { ImagePanel } from "./rich-text-image-panel.tsx";
import { LinkPanel } from "./rich-text-link-panel.tsx";
import { RichTextToolbar } from "./rich-text-toolbar.tsx";

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
 * The Tiptap editor behind RichTextEditor (loaded lazily, browser only): the toolbar, the link or
 * picture panel it opens, and the editing area.
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
      <RichTextToolbar
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
