import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form, data, useNavigation } from "react-router";
import { canDeleteFeatureRequest, canSetFeatureStatus } from "../../../../shared/areas.ts";
import { AdminHeading, CardSection, Badge, ChangeNotice, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { Field, TextAreaField } from "../../../components/admin/fields.tsx";
import { Alert, Spinner } from "../../../components/auth-ui.tsx";
import { inputClass } from "../../../components/fields.tsx";
import { servicesContext } from "../../../context.ts";
import { validateForm } from "../../../lib/form-values.ts";
import { type FormFailure, adminForm, doneTo, parseOr400, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { recordId } from "../../../../shared/schemas/admin/common.ts";
import { FEATURE_STATUSES, FEATURE_STATUS_LABELS, type FeatureStatus, featureRequestSchema, featureStatusSchema } from "../../../../shared/schemas/admin/feature-requests.ts";
import type { Route } from "./+types/list";
import { STAFF_MESSAGES } from "../../../../shared/staff-messages.ts";

const PATH = "/admin/feature-requests";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Feature requests");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken, user } = requireArea(args);
  const items = await args.context.get(servicesContext).featureRequests.list();
  return {
    csrf: csrfToken,
    canSetStatus: canSetFeatureStatus(user.role),
    items: items.map((item) => ({ ...item, canDelete: canDeleteFeatureRequest(user.role, item.filedById === user.id) })),
  };
}

type Failure = FormFailure & { itemId?: number };
const forbidden = (error: string, itemId?: number) => data<Failure>({ error, itemId }, { status: 403 });

/** File a request (anyone in the area), change its status (admins), delete it (who filed it, or an admin). */
export async function action(args: Route.ActionArgs) {
  const { auth, actor, values, intent } = await adminForm(args);
  const { featureRequests } = args.context.get(servicesContext);
  if (intent === "create") {
    const parsed = parseOr400(featureRequestSchema, values);
    if (!parsed.ok) return parsed.response;
    const outcome = await featureRequests.create(parsed.data, actor);
    return outcome.ok ? doneTo(PATH, "created") : refused(outcome);
  }
  if (intent === "status") {
    const id = recordId.safeParse(values.id);
    if (!canSetFeatureStatus(auth.user.role)) return forbidden("Only an administrator can change the status of a request.", id.data);
    const parsed = parseOr400(featureStatusSchema, values);
    if (!parsed.ok) return parsed.response;
    const outcome = await featureRequests.setStatus({ ...parsed.data, actor });
    return outcome.ok ? doneTo(PATH, "saved") : data<Failure>({ error: outcome.error, itemId: parsed.data.id }, { status: outcome.status });
  }
  if (intent === "delete") {
    const id = recordId.safeParse(values.id);
    if (!id.success) return refused({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
    const item = await featureRequests.get(id.data);
    if (item && !canDeleteFeatureRequest(auth.user.role, item.filedById === actor)) {
      return forbidden("Only the person who filed a request, or an administrator, can delete it.", id.data);
    }
    const outcome = await featureRequests.remove(id.data, actor);
    return outcome.ok ? doneTo(PATH, "deleted") : refused(outcome);
  }
  return refused({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
}

const NOTICES = {
  created: "Thank you. Your request is filed, and the administrators will look at it.",
  saved: "Status changed.",
  deleted: "Deleted.",
};

const STATUS_TONES: Record<FeatureStatus, "neutral" | "good" | "warn" | "info"> = {
  open: "neutral",
  planned: "info",
  "in-progress": "warn",
  done: "good",
  declined: "neutral",
};

export default function FeatureRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, canSetStatus, items } = loaderData;
  const failure = actionData as Failure | undefined;
  const shownInItem = failure?.itemId !== undefined && items.some((i) => i.id === failure.itemId);
  return (
    <>
      <AdminHeading
        title="Feature requests"
        lead="Ideas and fixes for the website. Anyone on staff can file one; the administrators plan the work and keep each request's status up to date."
      />
      <ChangeNotice messages={NOTICES} />
      {failure?.error && !failure.fields && !shownInItem ? (
        <div className="mt-6">
          <Alert>{failure.error}</Alert>
        </div>
      ) : null}
      <div className="max-w-3xl">
        <NewRequestForm csrf={csrf} failure={failure?.fields ? failure : undefined} />
      </div>
      <section aria-labelledby="requests-heading" className="mt-10">
        <h2 id="requests-heading" className="text-2xl">
          Requests
        </h2>
        <p className="mt-1 text-slate-700">Newest first.{canSetStatus ? "" : " Only administrators can change a request's status."}</p>
        {items.length === 0 ? (
          <EmptyState>No requests yet. Something on the website you wish worked differently? File it above.</EmptyState>
        ) : (
          <ul aria-label="Feature requests" className="mt-4 space-y-3">
            {items.map((item) => (
              <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
                  <div className="min-w-0 flex-1 basis-64">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-sans text-lg font-semibold break-words text-slate-900">{item.title}</h3>
                      <Badge tone={STATUS_TONES[item.status]}>{FEATURE_STATUS_LABELS[item.status]}</Badge>
                    </div>
                    <p className="mt-0.5 text-sm text-slate-700">
                      Filed by {item.filedBy ?? "a former staff member"} on <time dateTime={item.filedAt}>{item.filedOn}</time>
                    </p>
                  </div>
                  {item.canDelete ? <DeleteButton csrf={csrf} id={item.id} thing="feature request" what={`the feature request “${item.title}”`} /> : null}
                </div>
                <p className="mt-3 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">{item.description}</p>
                {canSetStatus ? <StatusForm csrf={csrf} item={item} /> : null}
                {failure?.error && failure.itemId === item.id ? (
                  <div className="mt-3">
                    <Alert>{failure.error}</Alert>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The inline form; it empties itself once the request is filed. */
function NewRequestForm({ csrf, failure }: { csrf: string; failure?: Failure }) {
  const navigation = useNavigation();
  const filing = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const errors = clientErrors ?? failure?.fields ?? {};

  useEffect(() => {
    if (filing) sent.current = true;
    else if (navigation.state === "idle" && sent.current) {
      sent.current = false;
      if (!failure) form.current?.reset();
    }
  }, [filing, navigation.state, failure]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateForm(featureRequestSchema, new FormData(event.currentTarget));
    setClientErrors(result.ok ? null : result.fields);
    if (!result.ok) {
      event.preventDefault();
      const first = Object.keys(result.fields)[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }

  return (
    <CardSection title="File a request">
      <Form ref={form} method="post" noValidate className="mt-4 space-y-5" onSubmit={onSubmit}>
        <input type="hidden" name="csrf" value={csrf} />
        <Field label="Title" name="title" required maxLength={150} error={errors.title} hint="A few words, for example “Add the Christmas Eve services to the home page”." />
        <TextAreaField
          label="What should the website do?"
          name="description"
          required
          rows={4}
          maxLength={5000}
          error={errors.description}
          hint="Say which page it is about and what you would like to happen."
        />
        <button type="submit" name="intent" value="create" className="btn gap-2" disabled={filing} aria-busy={filing || undefined}>
          {filing ? <Spinner /> : null}
          {filing ? "Filing..." : "File request"}
        </button>
      </Form>
    </CardSection>
  );
}

/** Admins move a request between statuses; the version makes a change made meanwhile by someone else refuse (409). */
function StatusForm({ csrf, item }: { csrf: string; item: { id: number; title: string; status: FeatureStatus; version: string } }) {
  const id = useId();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "status" && navigation.formData?.get("id") === String(item.id);
  return (
    <Form method="post" preventScrollReset className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="id" value={String(item.id)} />
      <input type="hidden" name="version" value={item.version} />
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          Status<span className="sr-only"> of “{item.title}”</span>
        </label>
        <select key={item.version} id={id} name="status" defaultValue={item.status} className={`mt-1 ${inputClass} w-auto py-1.5`}>
          {FEATURE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {FEATURE_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="intent" value="status" className="btn-outline px-3 py-1.5 text-sm" disabled={saving}>
        {saving ? "Saving..." : "Set status"}
        <span className="sr-only"> of “{item.title}”</span>
      </button>
    </Form>
  );
}
