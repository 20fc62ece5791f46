import { useEffect, useRef, useState } from "react";
import { Form, useActionData, useFetcher, useNavigation } from "react-router";
import type { ImageListAnswer } from "../../../shared/schemas/admin/images.ts";
import { UPLOAD_LIMITS, limitText } from "../../../shared/upload-rules.ts";
import { Alert, Notice, Spinner } from "../auth-ui.tsx";
import { CardSection, EmptyState } from "./admin-ui.tsx";
import { DeleteButton } from "./delete-button.tsx";
import { MultiUploadField } from "./upload-field.tsx";

export type ManagedImage = { id: number; src: string; thumbnail: string };

type ImageManagerProps = {
  csrf: string;
  /** In order, first shown first on the website. */
  images: ManagedImage[];
  /** Where the pictures are, in the words staff use: "the Holidays gallery", "the Haiti trip". */
  place: string;
};

const moveButton =
  "inline-flex min-h-8 items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50";

/**
 * The pictures of one place (a mission trip's gallery or a ministry gallery): add several at once with
 * progress, move one up or down, remove one after a confirmation. The route's action is
 * imageListAction (app/lib/admin-images.server.ts).
 */
export function ImageManager({ csrf, images, place }: ImageManagerProps) {
  const actionData = useActionData() as ImageListAnswer | undefined;
  const moved = actionData?.moved;
  const movedTo = moved ? images.findIndex((i) => i.id === moved.id) : -1;

  // After a move, focus stays with the moved picture's button (or its other one at either end). Once per
  // move, when the new order is on the page: moving the card in the page would otherwise drop the focus.
  const navigation = useNavigation();
  const pending = useRef<unknown>(null);
  useEffect(() => {
    pending.current = moved ?? null;
  }, [moved]);
  useEffect(() => {
    if (!moved || pending.current !== moved || navigation.state !== "idle") return;
    pending.current = null;
    const other = moved.direction === "up" ? "down" : "up";
    const button =
      document.querySelector<HTMLButtonElement>(`[data-move="${moved.id}-${moved.direction}"]:not(:disabled)`) ?? document.querySelector<HTMLButtonElement>(`[data-move="${moved.id}-${other}"]`);
    button?.focus();
  }, [moved, navigation.state, images]);

  return (
    <>
      <AddPictures csrf={csrf} place={place} />
      <CardSection title={`Pictures (${images.length})`}>
        <p className="mt-2 text-slate-700">They show on the website in this order. Move a picture up to show it earlier.</p>
        {actionData?.error ? (
          <div className="mt-4">
            <Alert>{actionData.error}</Alert>
          </div>
        ) : null}
        <p role="status" className="sr-only">
          {movedTo >= 0 ? `Moved. The picture is now ${movedTo + 1} of ${images.length}.` : ""}
        </p>
        {images.length === 0 ? (
          <EmptyState>There are no pictures in {place} yet. Add some above and they appear on the website at once.</EmptyState>
        ) : (
          <ol aria-label={`Pictures in ${place}`} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {images.map((image, i) => (
              <PictureCard key={image.id} csrf={csrf} image={image} place={place} index={i} count={images.length} />
            ))}
          </ol>
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
          hint={`Choose one or more pictures (JPEG, PNG, WebP or GIF, up to ${limitText(UPLOAD_LIMITS.image)} each). They upload straight away; then press Add pictures.`}
          error={failed?.fields?.images}
        />
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

function PictureCard({ csrf, image, place, index, count }: { csrf: string; image: ManagedImage; place: string; index: number; count: number }) {
  const name = `picture ${index + 1} of ${count}`;
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-col">
      <a href={image.src} className="block w-32 shrink-0 sm:w-full" target="_blank" rel="noreferrer">
        <img
          src={image.thumbnail}
          alt={`Open ${name} in ${place} at full size`}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full rounded bg-slate-100 object-cover"
        />
      </a>
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm font-semibold text-slate-900">
          {index + 1} of {count}
        </p>
        <div className="flex flex-wrap gap-2">
          <Form method="post" preventScrollReset className="contents">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="id" value={String(image.id)} />
            <button type="submit" name="direction" value="up" data-move={`${image.id}-up`} className={moveButton} disabled={index === 0}>
              Move up<span className="sr-only"> {name}</span>
            </button>
            <button type="submit" name="direction" value="down" data-move={`${image.id}-down`} className={moveButton} disabled={index === count - 1}>
              Move down<span className="sr-only"> {name}</span>
            </button>
          </Form>
          <DeleteButton csrf={csrf} id={image.id} label="Remove" thing="picture" what={`${name} from ${place}`} />
        </div>
      </div>
    </li>
  );
}
