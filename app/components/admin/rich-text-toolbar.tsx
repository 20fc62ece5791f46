import { useEditorState, type Editor } from "@tiptap/react";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { TOOLBAR_CLASS } from "./rich-text-frame.ts";
import { BulletIcon, LinkIcon, NumberIcon, PictureIcon, RedoIcon, UndoIcon } from "./rich-text-toolbar-icons.tsx";

type Tool = {
  key: string;
  name: string;
  title: string;
  glyph: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
};

/** One tab stop: the arrow keys, Home and End move between the buttons (the ARIA toolbar pattern). */
export function RichTextToolbar({ editor, label, areaId, linkOpen, onLink, onImage }: { editor: Editor; label: string; areaId: string; linkOpen: boolean; onLink: () => void; onImage: () => void }) {
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
