import { useId, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { placeText } from "../../../shared/reorder.ts";
import { CAPTION_MAX, type ImageListAnswer } from "../../../shared/schemas/admin/images.ts";
import { Alert, Notice, Spinner } from "../auth-ui.tsx";
import { CardSection, EmptyState } from "./admin-ui.tsx";
import { DeleteButton } from "./delete-button.tsx";
import { type ItemTools, SortableList } from "./sortable-list.tsx";
import { MultiUploadField } from "./upload-field.tsx";

export type ManagedImage = { id: number; src: string; thumbnail: string; caption?: string };

type ImageManagerProps = {
  csrf: string;
  /** In order, first shown first on the website. */
  images: ManagedImage[];
  /** Where the pictures are, in the words staff use: "the Holidays gallery", "the Haiti trip". */
  place: string;
  /** Whether each picture takes a caption (the ministry galleries). */
  captions?: boolean;
};

/**
 * The pictures of one place (a mission trip's gallery or a ministry gallery): add several at once with
 * progress (at the end or first), reorder by drag and drop or the move buttons (SortableList), caption
 * one, remove one after a confirmation. The route's action is imageListAction (app/lib/admin-images.server.ts).
 */
export function ImageManager({ csrf, images, place, captions = false }: ImageManagerProps) {
  const actionData = useActionData() as ImageListAnswer | undefined;
  const items = images.map((image, i) => ({ ...image, name: image.caption ? `picture ${i + 1}, ${image.caption}` : `picture ${i + 1}` }));
  return (
    <>
      <AddPictures csrf={csrf} place={place} />
      <CardSection title={`Pictures (${images.length})`}>
        <p className="mt-2 text-slate-700">
          They show on the website in this order. Drag a picture by its handle, or use the move buttons, to change where it shows.
        </p>
        {actionData?.error ? (
          <div className="mt-4">
            <Alert>{actionData.error}</Alert>
          </div>
        ) : null}
        {images.length === 0 ? (
          <EmptyState>There are no pictures in {place} yet. Add some above and they appear on the website at once.</EmptyState>
        ) : (
          <SortableList
            items={items}
            label={`Pictures in ${place}`}
            mode={{ kind: "server", csrf }}
            layout="grid"
            render={(image, tools) => <PictureCard csrf={csrf} image={image} place={place} tools={tools} captions={captions} />}
          />
        )}
      </CardSection>
    </>
  );
}

function AddPictures({ csrf, place }: { csrf: string; place: string }) {
  const fetcher = useFetcher<ImageListAnswer>();
  const [round, setRound] = useState(0);
  const [added, setAdded] = useState<number | null>(null);
  const [answered, setAnswered] = useState(fetcher.data);
  const adding = fetcher.state !== "idle";

  // Once the pictures are added, the upload list starts empty again (its tokens are used up).
  if (fetcher.state === "idle" && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data?.added) {
      setAdded(fetcher.data.added);
      setRound((r) => r + 1);
    }
  }

  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.added ? fetcher.data : null;
  return (
    <CardSection title="Add pictures">
      <fetcher.Form key={round} method="post" noValidate className="mt-4 space-y-4" onChange={() => setAdded(null)}>
        <input type="hidden" name="csrf" value={csrf} />
        <MultiUploadField
          label="Pictures to add"
          name="images"
          kind="image"
          hint="Choose one or more pictures. They upload straight away; then press Add pictures."
          error={failed?.fields?.images}
        />
        <fieldset>
          <legend className="font-medium text-slate-800">Where the new pictures go</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
            <label className="flex items-center gap-2">
              <input type="radio" name="placement" value="last" defaultChecked className="h-5 w-5 accent-brand-700" /> After the others
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="placement" value="first" className="h-5 w-5 accent-brand-700" /> First, before the others
            </label>
          </div>
        </fieldset>
        {failed?.error && !failed.fields?.images ? <Alert>{failed.error}</Alert> : null}
        {added ? (
          <Notice>
            Added {added === 1 ? "1 picture" : `${added} pictures`} to {place}. {added === 1 ? "It is" : "They are"} on the website now.
          </Notice>
        ) : null}
        <button type="submit" name="intent" value="add" className="btn gap-2" disabled={adding} aria-busy={adding || undefined}>
          {adding ? <Spinner /> : null}
          {adding ? "Adding..." : "Add pictures"}
        </button>
      </fetcher.Form>
    </CardSection>
  );
}

function PictureCard({ csrf, image, place, tools, captions }: { csrf: string; image: ManagedImage; place: string; tools: ItemTools; captions: boolean }) {
  const name = `picture ${placeText(tools.index, tools.count)}`;
  return (
    <div className="flex gap-3 sm:flex-col">
      <a href={image.src} className="block w-28 shrink-0 sm:w-full" target="_blank" rel="noreferrer">
        <img
          src={image.thumbnail}
          alt={`Open ${name} in ${place} at full size${image.caption ? `: ${image.caption}` : ""}`}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full rounded bg-slate-100 object-cover"
        />
      </a>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-slate-900">{placeText(tools.index, tools.count)}</p>
          {tools.handle}
        </div>
        {tools.moves}
        {captions ? <CaptionForm csrf={csrf} image={image} name={name} /> : null}
        <DeleteButton csrf={csrf} id={image.id} label="Remove" thing="picture" what={`${name} from ${place}`} />
      </div>
    </div>
  );
}

/** A picture's caption: saved on its own, without leaving the page. */
function CaptionForm({ csrf, image, name }: { csrf: string; image: ManagedImage; name: string }) {
  const fetcher = useFetcher<ImageListAnswer>();
  const id = useId();
  const saving = fetcher.state !== "idle";
  const error = fetcher.state === "idle" ? fetcher.data?.fields?.caption : undefined;
  const saved = fetcher.state === "idle" && fetcher.data?.captioned === image.id;
  return (
    <fetcher.Form method="post" className="space-y-1.5">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="id" value={String(image.id)} />
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Caption <span className="font-normal text-slate-600">(optional)</span>
        <span className="sr-only"> for {name}</span>
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="caption"
          defaultValue={image.caption ?? ""}
          maxLength={CAPTION_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-400 px-2 py-1.5 text-sm"
        />
        <button type="submit" name="intent" value="caption" className="btn-outline px-3 py-1.5 text-sm" disabled={saving}>
          {saving ? "Saving..." : "Save"}
          <span className="sr-only"> caption for {name}</span>
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm text-green-900">
          Caption saved.
        </p>
      ) : null}
    </fetcher.Form>
  );
}
