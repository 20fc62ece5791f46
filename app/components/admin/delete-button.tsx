import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ConfirmDialog } from "./confirm-dialog.tsx";

type DeleteButtonProps = {
  csrf: string;
  id: number | string;
  /** What is deleted, in the words staff use: "the announcement “Bake sale”". */
  what: string;
  /** The kind of thing, for the dialog's button: "announcement" makes "Delete announcement". */
  thing: string;
  /** Where the delete is posted; the list page by default. */
  action?: string;
  label?: string;
  /** Extra fields the action needs (e.g. the version of the record). */
  fields?: Record<string, string>;
};

/** Delete with a confirmation: nothing is removed until the person says so in the dialog. */
export function DeleteButton({ csrf, id, what, thing, action, label = "Delete", fields = {} }: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete" && navigation.formData?.get("id") === String(id);
  return (
    <Form ref={form} method="post" action={action} className="inline">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={String(id)} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="button" className="inline-flex items-center rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50" onClick={() => setAsking(true)} disabled={deleting}>
        {deleting ? "Deleting..." : label}
        <span className="sr-only"> {what}</span>
      </button>
      <ConfirmDialog
        open={asking}
        danger
        title={`${label} this ${thing}?`}
        confirmLabel={`${label} ${thing}`}
        cancelLabel="Keep it"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          form.current?.requestSubmit();
        }}
      >
        This deletes {what}. It cannot be undone.
      </ConfirmDialog>
    </Form>
  );
}
