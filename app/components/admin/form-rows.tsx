import { type ReactNode, useRef, useState } from "react";
import { SortableList } from "./sortable-list.tsx";

/**
 * The building blocks of the content editors' forms (content-fields.tsx, schedule-fields.tsx): rows
 * staff add, remove and reorder in the browser, and the boxes that group fields.
 */

export const smallButton = "inline-flex min-h-6 items-center rounded px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 disabled:opacity-40";

/**
 * Rows staff add, remove and reorder in the browser. Each row keeps a stable React key (its inputs keep
 * what was typed) while its field names follow its position.
 */
export function useRows<T>(initial: readonly T[], blank: () => T) {
  const next = useRef(initial.length);
  const [rows, setRows] = useState(() => initial.map((value, i) => ({ key: i, value })));
  return {
    rows,
    /** Adds a blank row at the end; returns its key. */
    add: () => {
      const key = next.current++;
      setRows((r) => [...r, { key, value: blank() }]);
      return key;
    },
    remove: (key: number) => setRows((r) => r.filter((row) => row.key !== key)),
    /** The rows in a new order of their keys (SortableList). */
    reorder: (keys: number[]) => setRows((r) => keys.map((key) => r.find((row) => row.key === key)).filter((row): row is { key: number; value: T } => row !== undefined)),
  };
}

export type Rows<T> = ReturnType<typeof useRows<T>>;

/** A row's controls: the drag handle (once JavaScript runs), the move buttons, and Remove. */
export type RowParts = { key: number; handle: ReactNode; moves: ReactNode; remove: ReactNode };

/**
 * The rows of one list in a document, reordered by drag and drop, the keyboard or the move buttons
 * (SortableList in form mode: the order is saved with the document). Each row gets its controls
 * together (`tools`), or one by one (`parts`) to place them itself.
 */
export function SortableRows<T>({
  rows,
  label,
  name,
  children,
}: {
  rows: Rows<T>;
  label: string;
  name: (value: T, index: number) => string;
  children: (value: T, index: number, tools: ReactNode, parts: RowParts) => ReactNode;
}) {
  const items = rows.rows.map((row, i) => ({ id: row.key, name: name(row.value, i), value: row.value }));
  return (
    <SortableList
      items={items}
      label={label}
      mode={{ kind: "form", onChange: rows.reorder }}
      layout="stack"
      render={(item, tools) => {
        const remove = (
          <button type="button" className={smallButton} onClick={() => rows.remove(item.id)} aria-label={`Remove ${item.name}`}>
            Remove
          </button>
        );
        return children(
          item.value,
          tools.index,
          <div className="flex flex-wrap items-center gap-2">
            {tools.handle}
            {tools.moves}
            {remove}
          </div>,
          { key: item.id, handle: tools.handle, moves: tools.moves, remove },
        );
      }}
    />
  );
}

export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="btn-outline gap-2" onClick={onClick}>
      <span aria-hidden="true">+</span> {children}
    </button>
  );
}
