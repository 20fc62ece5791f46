import { RecordForm } from "../../../components/admin/admin-form.tsx";
import { Field, TextAreaField } from "../../../components/admin/fields.tsx";
import { UploadField } from "../../../components/admin/upload-field.tsx";
import { servicesContext } from "../../../context.ts";
import { recordToEdit, saveFromForm } from "../../../lib/admin.server.ts";
import { recordMeta } from "../../../lib/private-meta.ts";
import { sermonSeriesSchema } from "../../../../shared/schemas/admin/sermon-series.ts";
import type { Route } from "./+types/series-edit";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = recordMeta("sermon series");

export function loader(args: Route.LoaderArgs) {
  return recordToEdit(args, args.context.get(servicesContext).sermonSeries, "series");
}

/** The form's schema and the list it returns to, for the action and the page alike. */
const FORM = { noun: "sermon series", schema: sermonSeriesSchema, listPath: areaPath("past-sessions", "series") };

export function action(args: Route.ActionArgs) {
  return saveFromForm(args, { ...FORM, service: args.context.get(servicesContext).sermonSeries });
}

export default function SermonSeriesForm({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  return (
    <RecordForm
      lead={
        item
          ? `The series' page is /past-sessions/series/${item.slug} and its podcast feed /podcast/${item.slug}.xml; both keep their address when the title changes.`
          : "A series gets its own page and podcast feed. Choose it on each service that belongs to it."
      }
      opened={loaderData}
      answer={actionData}
      {...FORM}
    >
      {(errors) => (
        <>
          <Field label="Title" name="title" required maxLength={120} defaultValue={item?.title ?? ""} error={errors.title} />
          <TextAreaField label="Description (optional)" name="description" rows={4} maxLength={2000} defaultValue={item?.description ?? ""} hint="Shown on the series page and in podcast apps." error={errors.description} />
          <UploadField
            label="Artwork (optional)"
            name="artwork"
            kind="artwork"
            current={item?.artworkUrl ? { url: item.artworkUrl, label: "series artwork" } : undefined}
            hint="Podcast apps show it with each sermon of the series; without it they show the podcast’s own artwork."
            error={errors.artwork}
          />
        </>
      )}
    </RecordForm>
  );
}
