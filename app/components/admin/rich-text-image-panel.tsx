import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import type { Editor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { useApiKey } from "../../lib/api-client.ts";
import { CONTENT_IMAGE_PATH, uploadFile } from "../../lib/upload-client.ts";
import { isAllowedImageSrc } from "../../../shared/rich-text.ts";
import { EditorPanel, PanelTextField } from "./rich-text-panel.tsx";

type Upload =
  | { status: "uploading"; percent: number | null }
  | { status: "ready"; src: string; width?: number; height?: number }
  | { status: "failed"; message: string };

/** Uploads a chosen picture and inserts it, with its description, at the selection. */
export function ImagePanel({ editor, file, onClose, onChooseAnother }: { editor: Editor; file: File; onClose: () => void; onChooseAnother: () => void }) {
  const apiKey = useApiKey();
  const [upload, setUpload] = useState<Upload>({ status: "uploading", percent: null });
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState<string | null>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const ids = { alt: `${editor.instanceId}-alt`, progress: `${editor.instanceId}-progress` };

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
    <EditorPanel title={`Picture: ${file.name}`} onClose={onClose}>
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
      <PanelTextField
        id={ids.alt}
        label="Describe the picture (alt text)"
        inputRef={altInput}
        required
        maxLength={250}
        placeholder="Volunteers packing shoeboxes in the fellowship hall"
        value={alt}
        error={altError}
        onValue={(value) => {
          setAlt(value);
          setAltError(null);
        }}
        onEnter={insert}
      />
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
    </EditorPanel>
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
