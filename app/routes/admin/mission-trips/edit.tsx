import { Link } from "react-router";
import { AdminHeading } from "../../../components/admin/admin-ui.tsx";
import { AdminForm, useFormErrors } from "../../../components/admin/admin-form.tsx";
import { Field, TextAreaField } from "../../../components/admin/fields.tsx";
import { RichTextEditor } from "../../../components/admin/rich-text-editor.tsx";
import { UploadField } from "../../../components/admin/upload-field.tsx";
import { servicesContext } from "../../../context.ts";
import { recordToEdit, saveFromForm } from "../../../lib/admin.server.ts";
import { recordMeta, recordTitle } from "../../../lib/private-meta.ts";
import { missionTripSchema } from "../../../../shared/schemas/admin/mission-trips.ts";
import { uploads } from "../../../../shared/uploads.ts";
import type { Route } from "./+types/edit";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = recordMeta("mission trip");

/** One page for create-new and edit/{id} (spec section 2). */
export async function loader(args: Route.LoaderArgs) {
  const { csrf, item: trip } = await recordToEdit(args, args.context.get(servicesContext).trips, "mission trip");
  return {
    csrf,
    trip: trip ? { ...trip, imageUrl: trip.image ? uploads.tripThumbnail(trip.location, trip.image) : null } : null,
  };
}

export function action(args: Route.ActionArgs) {
  return saveFromForm(args, { schema: missionTripSchema, service: args.context.get(servicesContext).trips, listPath: areaPath("mission-trips") });
}

export default function MissionTripForm({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, trip } = loaderData;
  const { errors, formError, onErrors } = useFormErrors(actionData);
  return (
    <div className="max-w-3xl">
      <AdminHeading
        title={recordTitle("mission trip", trip !== null)}
        lead={
          trip ? (
            <>
              The trip&apos;s own page shows the location as its title, the month and year, the story and the main picture.{" "}
              <Link to={areaPath("mission-trips", trip.id, "images")} className="font-semibold text-brand-700 underline">
                Manage its {trip.imageCount === 1 ? "1 picture" : `${trip.imageCount} pictures`}
              </Link>
              .
            </>
          ) : (
            "The trip's own page shows the location as its title, the month and year, the story and the main picture. You can add more pictures after saving."
          )
        }
      />
      <AdminForm
        csrf={csrf}
        version={trip?.version}
        error={formError}
        schema={missionTripSchema}
        onErrors={onErrors}
        cancelTo={areaPath("mission-trips")}
      >
        <Field
          label="Location"
          name="location"
          required
          maxLength={120}
          defaultValue={trip?.location}
          error={errors.location}
          hint="Where the team went, e.g. “Biloxi, Mississippi”. The trip's pictures are kept in a folder named after it; changing it moves them."
        />
        <Field label="Trip date" name="tripDate" type="date" required defaultValue={trip?.tripDate ?? ""} error={errors.tripDate} hint="The website shows the month and year." />
        <TextAreaField
          label="Short description (optional)"
          name="description"
          rows={3}
          maxLength={500}
          defaultValue={trip?.description}
          error={errors.description}
          hint="One or two sentences under the title of the trip's page."
        />
        <RichTextEditor label="Story" name="story" defaultValue={trip?.story ?? ""} error={errors.story} hint="What the team did and who they met. Headings, lists, links and pictures are welcome." />
        <UploadField
          label="Main picture (optional)"
          name="image"
          kind="image"
          error={errors.image}
          hint="Shown beside the story and on the Mission Trips page."
          current={trip?.image && trip.imageUrl ? { url: trip.imageUrl, label: `main picture of the ${trip.location} trip` } : undefined}
        />
      </AdminForm>
    </div>
  );
}
