import { RecordForm } from "../../../components/admin/admin-form.tsx";
import { Field, TextAreaField } from "../../../components/admin/fields.tsx";
import { UploadField } from "../../../components/admin/upload-field.tsx";
import { servicesContext } from "../../../context.ts";
import { found, idParam, saveFromForm } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { SERVICE_TYPES, pastServiceSchema } from "../../../../shared/schemas/admin/past-services.ts";
import { longDate } from "../../../../shared/format.ts";
import { UPLOAD_LIMITS, limitText } from "../../../../shared/upload-rules.ts";
import { EMBED_PROVIDERS } from "../../../../shared/video.ts";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = ({ params, matches }) => privateMeta(matches, params.id ? "Edit past service" : "New past service");

/** One page for create-new and edit/{id} (spec section 2). */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { pastServices } = args.context.get(servicesContext);
  const item = args.params.id ? found(await pastServices.adminGet(idParam(args.params.id)), "service") : null;
  return { csrf: csrfToken, item };
}

export function action(args: Route.ActionArgs) {
  const { pastServices } = args.context.get(servicesContext);
  return saveFromForm(args, {
    schema: pastServiceSchema,
    service: pastServices,
    listPath: "/admin/past-sessions",
    // A second service of the same type on the same date is usually a slip: ask first (issue 16).
    askFirst: async (input) => {
      const same = await pastServices.sameDateAndType(input);
      if (!same) return null;
      return {
        question: `A ${same.serviceType} service on ${longDate(same.serviceDate)} is already listed. Save this one as well?`,
        safe: { href: `/admin/past-sessions/edit/${same.id}`, label: "Open the existing service" },
        confirmLabel: "Save it anyway",
      };
    },
  });
}

export default function PastServiceForm({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, item } = loaderData;
  return (
    <RecordForm
      title={item ? "Edit past service" : "New past service"}
      lead="Each service gets its own page on the website with its video and bulletin. Newest services are listed first."
      csrf={csrf}
      version={item?.version}
      schema={pastServiceSchema}
      answer={actionData}
      cancelTo="/admin/past-sessions"
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
          <datalist id="service-types">
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
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
          <UploadField
            label="Video file (optional)"
            name="video"
            kind="video"
            current={item?.videoUrl ? { url: item.videoUrl, label: "service video" } : undefined}
            hint={`An MP4, MOV, WebM or Ogg video of up to ${limitText(UPLOAD_LIMITS.video)}. A long recording can take several minutes: keep this page open until the upload finishes.`}
            error={errors.video}
          />
          <UploadField
            label="Bulletin (optional)"
            name="bulletin"
            kind="pdf"
            current={item?.bulletinUrl ? { url: item.bulletinUrl, label: "bulletin (PDF)" } : undefined}
            hint={`The bulletin as a PDF document of up to ${limitText(UPLOAD_LIMITS.pdf)}.`}
            error={errors.bulletin}
          />
        </>
      )}
    </RecordForm>
  );
}
