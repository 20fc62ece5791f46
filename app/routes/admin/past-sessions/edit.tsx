import { data } from "react-router";
import { RecordForm } from "../../../components/admin/admin-form.tsx";
import { Field, Suggestions, TextAreaField } from "../../../components/admin/fields.tsx";
import { NEW_SERIES, type NewSeriesAnswer, SeriesField } from "../../../components/admin/series-field.tsx";
import { UploadField } from "../../../components/admin/upload-field.tsx";
import { servicesContext } from "../../../context.ts";
import { type AdminFormRead, adminForm, recordToEdit, saveFromForm, typedValues } from "../../../lib/admin.server.ts";
import { validateForm } from "../../../lib/form-values.ts";
import { recordMeta } from "../../../lib/private-meta.ts";
import { SERVICE_TYPES, SPEAKER_FIELDS, pastServiceSchema } from "../../../../shared/schemas/admin/past-services.ts";
import { sermonSeriesSchema } from "../../../../shared/schemas/admin/sermon-series.ts";
import { passagesText } from "../../../../shared/scripture.ts";
import { longDate } from "../../../../shared/dates.ts";
import { EMBED_PROVIDERS } from "../../../../shared/video.ts";
import type { Route } from "./+types/edit";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = recordMeta("past service");

/** One page for create-new and edit/{id} (spec section 2). */
export async function loader(args: Route.LoaderArgs) {
  const { pastServices, sermonSeries, churchStaff } = args.context.get(servicesContext);
  const opened = await recordToEdit(args, pastServices, "service");
  const [series, staff] = await Promise.all([sermonSeries.list(), churchStaff.list()]);
  return {
    ...opened,
    series: series.map(({ id, title }) => ({ id, title })),
    staffNames: staff.map((member) => member.name),
  };
}

/** The form's schema and the list it returns to, for the action and the page alike. */
const FORM = { noun: "past service", schema: pastServiceSchema, listPath: areaPath("past-sessions") };

export async function action(args: Route.ActionArgs) {
  const { pastServices } = args.context.get(servicesContext);
  const read = await adminForm(args);
  if (read.intent === NEW_SERIES.intent) return createSeries(args, read);
  return saveFromForm(args, {
    ...FORM,
    service: pastServices,
    // A second service of the same type on the same date is usually a slip: ask first (issue 16).
    askFirst: async (input) => {
      const same = await pastServices.sameDateAndType(input);
      if (!same) return null;
      return {
        question: `A ${same.serviceType} service on ${longDate(same.serviceDate)} is already listed. Save this one as well?`,
        safe: { href: areaPath("past-sessions", "edit", same.id), label: "Open the existing service" },
        confirmLabel: "Save it anyway",
      };
    },
  }, read);
}

/**
 * "Create series and choose it" on the service form (issue 30): the series page's schema and service,
 * behind the same area guard; the answer names the new series and gives back what was typed with it
 * chosen, so a page without JavaScript is drawn again as it was. The service itself is not saved.
 */
async function createSeries(args: Route.ActionArgs, { actor, values }: AdminFormRead) {
  const typed = typedValues(values);
  const parsed = validateForm(sermonSeriesSchema, { title: values[NEW_SERIES.title] ?? "", description: values[NEW_SERIES.description] ?? "" });
  if (!parsed.ok) {
    const fields = Object.fromEntries(Object.entries(parsed.fields).map(([name, message]) => [name === "description" ? NEW_SERIES.description : NEW_SERIES.title, message]));
    return data<NewSeriesAnswer>({ error: "Please correct the new series marked below.", fields, values: typed }, { status: 400 });
  }
  const made = await args.context.get(servicesContext).sermonSeries.create(parsed.data, actor);
  if (!made.ok) return data<NewSeriesAnswer>({ error: made.error, values: typed }, { status: made.status });
  const createdSeries = { id: made.value.id, title: parsed.data.title };
  return data<NewSeriesAnswer>({ createdSeries, values: { ...typed, seriesId: String(createdSeries.id), [NEW_SERIES.title]: "", [NEW_SERIES.description]: "" } });
}

/** A service's files: each field's label, its kind, what its current file is called, and the words under the picker. */
const SERVICE_FILES = {
  video: { label: "Video file (optional)", kind: "video", current: "service video", hint: "A long recording can take several minutes: keep this page open until the upload finishes." },
  audio: { label: "Sermon audio (optional)", kind: "audio", current: "sermon audio", hint: "It plays on the service’s page and becomes a podcast episode. Keep this page open until the upload finishes." },
  transcript: { label: "Transcript (optional)", kind: "transcript", current: "transcript", hint: "Offered to podcast apps with the episode." },
  bulletin: { label: "Bulletin (optional)", kind: "pdf", current: "bulletin (PDF)", hint: "The service’s bulletin." },
} as const;

/** One of the service's files: its current file (when it has one) and the picker for a new one. */
function ServiceFileField({ name, url, error }: { name: keyof typeof SERVICE_FILES; url: string | null | undefined; error?: string }) {
  const { current, ...field } = SERVICE_FILES[name];
  return <UploadField {...field} name={name} current={url ? { url, label: current } : undefined} error={error} />;
}

export default function PastServiceForm({ loaderData, actionData }: Route.ComponentProps) {
  const { item, series, staffNames } = loaderData;
  const created = (actionData as NewSeriesAnswer | undefined)?.createdSeries;
  return (
    <RecordForm
      lead="Each service gets its own page on the website with its video, bulletin and sermon audio. A service with audio is also an episode of the church's podcast. Newest services are listed first."
      opened={loaderData}
      answer={actionData}
      {...FORM}
    >
      {(errors, typed) => (
        <>
          <Field label="Service date" name="serviceDate" type="date" required defaultValue={typed?.serviceDate ?? item?.serviceDate ?? ""} error={errors.serviceDate} />
          <Field
            label="Service type"
            name="serviceType"
            required
            maxLength={100}
            list="service-types"
            autoComplete="off"
            defaultValue={typed?.serviceType ?? item?.serviceType ?? "Sunday Worship"}
            hint="Choose a suggestion or type your own, such as Sunday Worship or Christmas Eve."
            error={errors.serviceType}
          />
          <Suggestions id="service-types" values={SERVICE_TYPES} />
          <TextAreaField
            label="Description (optional)"
            name="description"
            rows={3}
            maxLength={1000}
            defaultValue={typed?.description ?? item?.description}
            hint="A sentence about the service, such as the sermon title and scripture. It shows under the date."
            error={errors.description}
          />
          <TextAreaField
            label="Video link or embed code (optional)"
            name="videoLink"
            rows={3}
            spellCheck={false}
            defaultValue={typed?.videoLink ?? item?.videoLink ?? ""}
            hint={`Paste the video's web address (for example https://www.youtube.com/watch?v=…) or the embed code from ${EMBED_PROVIDERS}. When both are set, the link is shown instead of an uploaded video file.`}
            error={errors.videoLink}
          />
          <ServiceFileField name="video" url={item?.videoUrl} error={errors.video} />
          <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">Sermon and podcast</legend>
            <Field
              label="Sermon title (optional)"
              name="sermonTitle"
              maxLength={200}
              defaultValue={typed?.sermonTitle ?? item?.sermonTitle ?? ""}
              hint="The podcast episode is called by this title; without one it is called by the service and date."
              error={errors.sermonTitle}
            />
            <SeriesField csrf={loaderData.csrf} series={series} defaultValue={typed?.seriesId ?? (item?.seriesId ? String(item.seriesId) : "")} typed={typed} errors={errors} created={created} />
            <div className="grid gap-4 sm:grid-cols-3">
              {SPEAKER_FIELDS.map((field, i) => (
                <Field
                  key={field}
                  label={i === 0 ? "Speaker (optional)" : `Speaker ${i + 1} (optional)`}
                  name={field}
                  maxLength={120}
                  list="staff-names"
                  autoComplete="off"
                  defaultValue={typed?.[field] ?? item?.speakers[i]?.name ?? ""}
                  error={errors[field]}
                />
              ))}
            </div>
            <p className="text-sm text-slate-600">Choose one of our staff from the suggestions or type a guest's name.</p>
            <Suggestions id="staff-names" values={staffNames} />
            <Field
              label="Scripture passages (optional)"
              name="passages"
              maxLength={1000}
              autoComplete="off"
              spellCheck={false}
              defaultValue={typed?.passages ?? (item ? passagesText(item.passages) : "")}
              hint="Book, chapter and verses, such as John 3:16-18. Separate several passages with a semicolon: Jn 3:16-18; Ps 23."
              error={errors.passages}
            />
            <ServiceFileField name="audio" url={item?.audioUrl} error={errors.audio} />
            <ServiceFileField name="transcript" url={item?.transcriptUrl} error={errors.transcript} />
          </fieldset>
          <ServiceFileField name="bulletin" url={item?.bulletinUrl} error={errors.bulletin} />
        </>
      )}
    </RecordForm>
  );
}
