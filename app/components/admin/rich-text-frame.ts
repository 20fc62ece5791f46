/**
 * Classes shared by the editor and the read-only copy the server renders before it loads, so the box
 * does not move when the editor arrives. The editing area uses the public `prose-content` styles, so
 * text looks in the editor as it will on the public page.
 */
export const editorFrameClass = (invalid: boolean) =>
  `mt-1 rounded-md border bg-white shadow-sm has-[.ProseMirror:focus]:border-brand-600 has-[.ProseMirror:focus]:ring-2 has-[.ProseMirror:focus]:ring-brand-600 ${
    invalid ? "border-red-700" : "border-slate-400"
  }`;

export const EDITOR_AREA_CLASS = "prose-content min-h-48 px-4 py-1 text-slate-900 focus:outline-none";

export const TOOLBAR_CLASS = "flex min-h-11 flex-wrap items-center border-b border-slate-300 bg-slate-50 py-1";
