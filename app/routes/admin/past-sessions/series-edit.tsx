import { RecordForm } from "../../../components/admin/admin-form.tsx";
import { Field, TextAreaField } from "../../../components/admin/fields.tsx";
import { UploadField } from "../../../components/admin/upload-field.tsx";
import { servicesContext } from "../../../context.ts";
import { found, idParam, saveFromForm } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { sermonSeriesSchema } from "../../../../shared/schemas/admin/sermon-series.ts";
import { ARTWORK_SIDE, UPLOAD_LIMITS, limitText } from "../../../../shared/upload-rules.ts";
import type { Route } from "./+types/series-edit";

export const meta: Route.MetaFunction = ({ params, matches }) => privateMeta(matches, params.id ? "Edit sermon series" : "New sermon series");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { sermonSeries } = args.context.get(servicesContext);
  const item = args.params.id ? found(await sermonSeries.adminGet(idParam(args.params.id)), "series") : null;
  return { csrf: csrfToken, item };
}

export function action(args: Route.ActionArgs) {
  return saveFromForm(args, { schema: sermonSeriesSchema, service: args.context.get(servicesContext).sermonSeries, listPath: "/admin/past-sessions/series" });
}

export default function SermonSeriesForm({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, item } = loaderData;
  return (
    <RecordForm
      title={item ? "Edit sermon series" : "New sermon series"}
      lead={
        item
          ? `The series' page is /past-sessions/series/${item.slug} and its podcast feed /podcast/${item.slug}.xml; both keep their address when the title changes.`
          : "A series gets its own page and podcast feed. Choose it on each service that belongs to it."
      }
      csrf={csrf}
      version={item?.version}
      schema={sermonSeriesSchema}
      answer={actionData}
      cancelTo="/admin/past-sessions/series"
    >
      {(errors) => (
        <>
          <Field label="Title" name="title" required maxLength={120} defaultValue={item?.title ?? ""} error={errors.title} />
          <TextAreaField label="Description (optional)" name="description" rows={4} maxLength={2000} defaultValue={item?.description ?? ""} hint="Shown on the series page and in podcast apps." error={errors.description} />
          <UploadField
            label="Artwork (optional)"
            name="artwork"
            kind="artwork"
            current={item?.artworkUrl ? { url: item.artworkUrl, label: "series artwork", isImage: true } : undefined}
            hint={`A square JPEG or PNG picture between ${ARTWORK_SIDE.min} × ${ARTWORK_SIDE.min} and ${ARTWORK_SIDE.max} × ${ARTWORK_SIDE.max} pixels, up to ${limitText(UPLOAD_LIMITS.artwork)}. Podcast apps show it with each sermon of the series; without it they show the podcast's own artwork.`}
            error={errors.artwork}
          />
        </>
      )}
    </RecordForm>
  );
}
