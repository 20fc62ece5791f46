import type { Editor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { normalizeLinkInput } from "../../../shared/rich-text.ts";
import { EditorPanel, PanelTextField } from "./rich-text-panel.tsx";

/** Adds, changes or removes the link at the selection; with nothing selected, the address becomes the link's text. */
export function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
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
    <EditorPanel title="Link" onClose={onClose}>
      <PanelTextField
        id={`${editor.instanceId}-link`}
        label="Link address"
        inputRef={input}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.org, name@example.org or 919-555-0142"
        value={address}
        error={error}
        onValue={(value) => {
          setAddress(value);
          setError(null);
        }}
        onEnter={apply}
      />
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
    </EditorPanel>
  );
}
