import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  closestCenter,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type MoveTarget, moveItem, orderVersion, placeText } from "../../../shared/reorder.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Alert } from "../auth-ui.tsx";

/** An item of an ordered list: its id and the words that name it to a screen reader ("Grace Holloway", "picture 3"). */
export type SortableItem = { id: number; name: string };

/** What each item is given to draw itself: its place, the drag handle and the move buttons. */
export type ItemTools = { index: number; count: number; handle: ReactNode; moves: ReactNode };

type Mode =
  /** A list the server keeps: each change posts `intent=reorder` with the whole order and the order it was made from. */
  | { kind: "server"; csrf: string; fields?: Record<string, string> }
  /** Rows of a form (a content document): the order lives in the form until it is saved. */
  | { kind: "form"; onChange: (order: number[]) => void };

type SortableListProps<T extends SortableItem> = {
  items: readonly T[];
  /** The list's accessible name, e.g. "Pictures in the Holidays gallery". */
  label: string;
  mode: Mode;
  /** "list": rows of a card; "grid": cards (pictures); "stack": rows that are cards themselves (form rows). */
  layout?: "list" | "grid" | "stack";
  render: (item: T, tools: ItemTools) => ReactNode;
};

const moveButton =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 disabled:cursor-not-allowed disabled:opacity-40";

const MOVES: Array<{ target: Exclude<MoveTarget, number>; text: string; words: (name: string) => string }> = [
  { target: "top", text: "Move to top", words: (name) => `Move to top: ${name}` },
  { target: "up", text: "Up", words: (name) => `Move up: ${name}` },
  { target: "down", text: "Down", words: (name) => `Move down: ${name}` },
  { target: "bottom", text: "Move to bottom", words: (name) => `Move to bottom: ${name}` },
];

/**
 * A list staff order by hand (issue 16): drag an item by its handle (mouse or touch, with
 * `@dnd-kit`), or with the keyboard (Space on the handle, arrow keys, Space to drop, Escape to
 * cancel), or press "Move to top", "Up", "Down", "Move to bottom". Each new place is announced in a
 * live region. A server list posts the whole new order to the route action; without JavaScript the
 * move buttons are plain form buttons carrying that order, so the list reorders all the same.
 */
export function SortableList<T extends SortableItem>({ items, label, mode, layout = "list", render }: SortableListProps<T>) {
  const hydrated = useHydrated();
  const dndId = useId();
  const fetcher = useFetcher<{ order?: number[]; error?: string }>();
  const savedOrder = items.map((item) => item.id);
  const version = orderVersion(savedOrder);
  const sending = fetcher.formData?.get("intent") === "reorder" ? fetcher.formData.get("order") : null;
  const [status, setStatus] = useState("");
  const focusAfter = useRef<{ id: number; target: string; order: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const order = typeof sending === "string" ? sending.split(",").map(Number) : savedOrder;
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = order.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
  const count = shown.length;
  const nameOf = (id: UniqueIdentifier) => byId.get(Number(id))?.name ?? "The item";
  const placeOf = (id: UniqueIdentifier, ids: readonly number[] = order) => placeText(ids.indexOf(Number(id)), ids.length);
  const failed = mode.kind === "server" && fetcher.state === "idle" && fetcher.data?.error ? fetcher.data.error : null;

  function commit(next: number[], movedId: number) {
    setStatus(`${nameOf(movedId)} moved to ${placeOf(movedId, next)}.${mode.kind === "server" ? " Saving..." : ""}`);
    if (mode.kind === "form") return mode.onChange(next);
    void fetcher.submit({ ...mode.fields, csrf: mode.csrf, intent: "reorder", order: next.join(","), version }, { method: "post" });
  }

  // The answer to a save: said in the live region, so a screen reader hears that the order is kept.
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.state === "idle" && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data?.order) setStatus((s) => s.replace(" Saving...", " Saved."));
    else if (fetcher.data?.error) setStatus("The new order was not saved.");
  }

  // A moved item's button keeps the focus (or, at an end, its other move button or its handle).
  const orderKey = order.join(",");
  useLayoutEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || wanted.order !== orderKey) return;
    focusAfter.current = null;
    const list = listRef.current;
    const own = list?.querySelector<HTMLButtonElement>(`[data-move="${wanted.id}-${wanted.target}"]:not(:disabled)`);
    const opposite = { top: "bottom", bottom: "top", up: "down", down: "up" }[wanted.target];
    const other = list?.querySelector<HTMLButtonElement>(`[data-move="${wanted.id}-${opposite}"]:not(:disabled)`);
    const handle = list?.querySelector<HTMLButtonElement>(`[data-handle="${wanted.id}"]`);
    (own ?? other ?? handle)?.focus();
  }, [orderKey]);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${placeOf(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over place ${placeOf(over.id)}.` : `${nameOf(active.id)} is not over a place.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at ${placeOf(over.id)}.` : `${nameOf(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving cancelled. ${nameOf(active.id)} stays at ${placeOf(active.id)}.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const to = order.indexOf(Number(over.id));
    commit(moveItem(order, Number(active.id), to), Number(active.id));
  }

  function moveButtons(item: T, index: number) {
    return MOVES.map(({ target, text, words }) => {
      const disabled = (target === "top" || target === "up") ? index === 0 : index === count - 1;
      const next = moveItem(order, item.id, target);
      const common = {
        className: moveButton,
        disabled,
        "aria-label": words(item.name),
        "data-move": `${item.id}-${target}`,
      };
      if (mode.kind === "form") {
        return (
          <button
            key={target}
            type="button"
            {...common}
            onClick={() => {
              focusAfter.current = { id: item.id, target, order: next.join(",") };
              commit(next, item.id);
            }}
          >
            {text}
          </button>
        );
      }
      return (
        <button
          key={target}
          type="submit"
          name="order"
          value={next.join(",")}
          {...common}
          onClick={(event) => {
            // With JavaScript the same order goes through commit(), which says the new place.
            event.preventDefault();
            focusAfter.current = { id: item.id, target, order: next.join(",") };
            commit(next, item.id);
          }}
        >
          {text}
        </button>
      );
    });
  }

  const listClass = {
    grid: "mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3",
    list: "mt-4 divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm",
    stack: "space-y-4",
  }[layout];

  return (
    <div>
      <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm text-slate-700">
        {status}
      </p>
      {failed ? <Alert>{failed}</Alert> : null}
      <DndContext id={dndId} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: "To move this item with the keyboard, press Space, then the arrow keys, then Space again to drop it, or Escape to cancel." } }}>
        <SortableContext items={order} strategy={rectSortingStrategy}>
          <ol ref={listRef} aria-label={label} className={listClass}>
            {shown.map((item, index) => (
              <SortableRow key={item.id} id={item.id} name={item.name} hydrated={hydrated} layout={layout}>
                {(handle) => {
                  const moves = (
                    <div className="flex flex-wrap gap-1.5">
                      {mode.kind === "server" ? (
                        <fetcher.Form method="post" preventScrollReset className="contents">
                          <input type="hidden" name="csrf" value={mode.csrf} />
                          <input type="hidden" name="intent" value="reorder" />
                          <input type="hidden" name="version" value={version} />
                          {Object.entries(mode.fields ?? {}).map(([name, value]) => (
                            <input key={name} type="hidden" name={name} value={value} />
                          ))}
                          {moveButtons(item, index)}
                        </fetcher.Form>
                      ) : (
                        moveButtons(item, index)
                      )}
                    </div>
                  );
                  return render(item, { index, count, handle, moves });
                }}
              </SortableRow>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}

/** One item: moves with the drag; its handle (shown once JavaScript runs) starts a drag by pointer, touch or keyboard. */
const ITEM_CLASS = { grid: "min-w-0 rounded-lg border border-slate-200 bg-white p-3", list: "min-w-0 bg-white p-4 sm:p-5", stack: "min-w-0 bg-white" } as const;

function SortableRow({ id, name, hydrated, layout, children }: { id: number; name: string; hydrated: boolean; layout: keyof typeof ITEM_CLASS; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = hydrated ? (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag to reorder: ${name}`}
      data-handle={id}
      className="inline-flex min-h-11 min-w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 active:cursor-grabbing"
    >
      <GripIcon />
    </button>
  ) : null;
  return (
    <li
      ref={setNodeRef}
      data-sortable-item={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`${ITEM_CLASS[layout]} ${isDragging ? "relative z-10 shadow-lg ring-2 ring-brand-600" : ""}`}
    >
      {children(handle)}
    </li>
  );
}

function GripIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
      <circle cx="7" cy="5" r="1.5" />
      <circle cx="13" cy="5" r="1.5" />
      <circle cx="7" cy="10" r="1.5" />
      <circle cx="13" cy="10" r="1.5" />
      <circle cx="7" cy="15" r="1.5" />
      <circle cx="13" cy="15" r="1.5" />
    </svg>
  );
}
