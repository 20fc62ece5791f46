import { RecordForm } from "../../../components/admin/admin-form.tsx";
import { Field, SelectField } from "../../../components/admin/fields.tsx";
import { servicesContext } from "../../../context.ts";
import { recordToEdit, saveFromForm } from "../../../lib/admin.server.ts";
import { recordMeta } from "../../../lib/private-meta.ts";
import { childcareStaffSchema } from "../../../../shared/schemas/admin/childcare-staff.ts";
import { CHILDCARE_TEAMS } from "../../../../shared/childcare.ts";
import type { Route } from "./+types/edit";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = recordMeta("childcare staff member");

/** One page for create-new and edit/{id} (spec section 2). */
export function loader(args: Route.LoaderArgs) {
  return recordToEdit(args, args.context.get(servicesContext).childcareStaff, "childcare staff member");
}

/** The form's schema and the list it returns to, for the action and the page alike. */
const FORM = { noun: "childcare staff member", schema: childcareStaffSchema, listPath: areaPath("childcare-staff") };

export function action(args: Route.ActionArgs) {
  return saveFromForm(args, { ...FORM, service: args.context.get(servicesContext).childcareStaff });
}

/** The nine teams of spec section 3, in the programme's order; a first empty choice so nobody lands on "Director" by accident. */
const TEAM_OPTIONS = [{ value: "", label: "Choose a team" }, ...CHILDCARE_TEAMS.map((team) => ({ value: team, label: team }))];

export default function ChildcareStaffForm({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const knownTeam = item && (CHILDCARE_TEAMS as readonly string[]).includes(item.team) ? item.team : "";
  return (
    <RecordForm
      lead="The Childcare and Pre-K page lists staff under their team, each team with its own icon. A new member goes last in their team; change the order on the list by dragging."
      opened={loaderData}
      answer={actionData}
      {...FORM}
    >
      {(errors) => (
        <>
          <Field label="Name" name="name" required maxLength={120} autoComplete="off" defaultValue={item?.name} error={errors.name} />
          <SelectField
            label="Team"
            name="team"
            required
            options={TEAM_OPTIONS}
            defaultValue={knownTeam}
            hint={
              item && !knownTeam
                ? `${item.name} is listed under “${item.team}”, which is not one of the programme’s nine teams. Please choose one.`
                : "The Director and Assistant Director also show by name in the page’s contact section."
            }
            error={errors.team}
          />
        </>
      )}
    </RecordForm>
  );
}
