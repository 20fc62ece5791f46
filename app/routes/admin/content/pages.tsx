import { AdminHeading, AdminList, AdminListItem, Badge, EditLink } from "../../../components/admin/admin-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { pageEditorPath } from "../../../../shared/content/editors.ts";
import { PAGES, type PagePath, canEditPage, pageKey } from "../../../../shared/content/pages.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import type { Route } from "./+types/pages";
import { momentWords } from "../../../../shared/dates.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Pages");

/** The pages whose words this person may edit, with what waits to be published. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireArea(args);
  const { content, site } = args.context.get(servicesContext);
  const paths = (Object.keys(PAGES) as PagePath[]).filter((path) => canEditPage(user.role, path));
  const overview = await content.overview(paths.map(pageKey));
  const moment = { format: (at: Date) => momentWords(at, site.timeZone) };
  return {
    pages: paths.map((path) => {
      const state = overview[pageKey(path)];
      return {
        path,
        label: PAGES[path].label,
        editor: pageEditorPath(path),
        published: state ? moment.format(state.publishedAt) : null,
        hasDraft: state?.hasDraft ?? false,
        scheduledFor: state?.publishAt ? moment.format(state.publishAt) : null,
      };
    }),
  };
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  return (
    <div className="max-w-4xl">
      <AdminHeading title="Pages" lead="The words of every page you may edit: titles, introductions and sections. Open a page to change its words, preview them and publish." />
      <AdminList label="Pages">
        {loaderData.pages.map((page) => (
          <AdminListItem
            key={page.path}
            title={page.label}
            meta={
              <>
                {page.path === "*" ? "Shown on every page" : page.path} · {page.published ? `published ${page.published}` : "not published yet"}
              </>
            }
            badges={
              <>
                {page.hasDraft ? <Badge tone="warn">Draft waiting</Badge> : null}
                {page.scheduledFor ? <Badge tone="info">Goes live {page.scheduledFor}</Badge> : null}
              </>
            }
            actions={<EditLink to={page.editor} what={page.label} />}
          />
        ))}
      </AdminList>
    </div>
  );
}
