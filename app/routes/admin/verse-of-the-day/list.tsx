import { Form, redirect, useNavigation } from "react-router";
import { AdminHeading, AdminList, AdminListItem, Badge, ChangeNotice, EditLink, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { NOTICES } from "../../../lib/change-notices.ts";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { Alert, Notice } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, doneTo, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { recordId } from "../../../../shared/schemas/admin/common.ts";
import type { Route } from "./+types/list";
import { STAFF_MESSAGES } from "../../../../shared/staff-messages.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Verse of the Day");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { verse } = args.context.get(servicesContext);
  return { csrf: csrfToken, items: await verse.adminList(), fallback: verse.fallback.scriptureLocation };
}

/** The list's changes: make a verse the active one, or delete one after the confirmation. */
export async function action(args: Route.ActionArgs) {
  const { actor, values, intent } = await adminForm(args);
  const id = recordId.safeParse(values.id);
  const { verse } = args.context.get(servicesContext);
  if (!id.success || (intent !== "delete" && intent !== "activate")) return refused({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
  if (intent === "activate") {
    const outcome = await verse.makeActive(id.data, actor);
    return outcome.ok ? redirect("/admin/verse-of-the-day?notice=activated") : refused(outcome);
  }
  const outcome = await verse.remove(id.data, actor);
  return outcome.ok ? doneTo("/admin/verse-of-the-day", "deleted") : refused(outcome);
}

const MESSAGES = { ...NOTICES, activated: "Done. The home page shows this verse now." };

export default function VerseAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, items, fallback } = loaderData;
  const hasActive = items.some((v) => v.isActive);
  return (
    <>
      <AdminHeading
        title="Verse of the Day"
        lead="The verse at the top of the home page. One verse is active at a time: make another one active and the home page changes at once."
        action={{ to: "/admin/verse-of-the-day/create-new", label: "Add verse" }}
      />
      <ChangeNotice messages={MESSAGES} />
      {actionData?.error ? (
        <div className="mt-6">
          <Alert>{actionData.error}</Alert>
        </div>
      ) : null}
      {items.length > 0 && !hasActive ? (
        <div className="mt-6">
          <Notice tone="info">
            No verse is active, so the home page shows {fallback}. Press Make active on a verse to show it instead.
          </Notice>
        </div>
      ) : null}
      {items.length === 0 ? (
        <EmptyState>There are no verses yet, so the home page shows {fallback}. Add a verse and tick “Make this the active verse” to show it.</EmptyState>
      ) : (
        <AdminList label="Verses">
          {items.map((item) => (
            <AdminListItem
              key={item.id}
              highlight={item.isActive}
              title={item.scriptureLocation}
              badges={item.isActive ? <Badge tone="good">Active: on the home page</Badge> : null}
              meta={<q className="italic">{item.verseText}</q>}
              actions={
                <>
                  {item.isActive ? null : <MakeActiveButton csrf={csrf} id={item.id} what={item.scriptureLocation} />}
                  <EditLink to={`/admin/verse-of-the-day/edit/${item.id}`} what={item.scriptureLocation} />
                  <DeleteButton csrf={csrf} id={item.id} thing="verse" what={item.isActive ? `the active verse ${item.scriptureLocation}; the home page then shows ${fallback} until you make another verse active` : `the verse ${item.scriptureLocation}`} />
                </>
              }
            />
          ))}
        </AdminList>
      )}
    </>
  );
}

function MakeActiveButton({ csrf, id, what }: { csrf: string; id: number; what: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "activate" && navigation.formData?.get("id") === String(id);
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="activate" />
      <input type="hidden" name="id" value={String(id)} />
      <button type="submit" className="btn px-3 py-1.5 text-sm" disabled={busy}>
        {busy ? "Making active..." : "Make active"}
        <span className="sr-only"> {what}</span>
      </button>
    </Form>
  );
}
