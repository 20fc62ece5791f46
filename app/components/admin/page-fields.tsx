import { useState } from "react";
import { HERO_REMOVE_FIELD, HERO_UPLOAD_FIELD, fieldName } from "../../../shared/content/editors.ts";
import { LINE_MAX, PAGES, type PageDefinition, type PageDocument, type PagePath } from "../../../shared/content/pages.ts";
import type { Errors } from "./content-fields.tsx";
import { Group } from "./form-rows.tsx";
import { CheckboxField, Field, TextAreaField } from "./fields.tsx";
import { RichTextEditor } from "./rich-text-editor.tsx";
import { UploadField } from "./upload-field.tsx";

/**
 * A page's words, with the facts they take from elsewhere filled in (issue 30); `followed` says, by
 * field, which facts those are and where they are changed.
 */
export function PageFields({ path, value, errors, followed = {} }: { path: PagePath; value: PageDocument; errors: Errors; followed?: Record<string, string> }) {
  const e = (...p: string[]) => errors[fieldName(...p)];
  const f = (...p: string[]) => followed[fieldName(...p)];
  return (
    <>
      <Group legend="For search engines and the browser tab">
        <Field label="Page title" name={fieldName("title")} defaultValue={value.title} required maxLength={100} error={e("title")} hint={f("title")} />
        <TextAreaField
          label="Search description"
          name={fieldName("description")}
          defaultValue={value.description}
          required
          maxLength={300}
          rows={2}
          error={e("description")}
          hint={["One or two sentences that search results show under the title.", f("description")].filter(Boolean).join(" ")}
        />
      </Group>
      <Group legend="The page's words">
        {PAGES[path].sections.map((section) =>
          section.kind === "rich" ? (
            <RichTextEditor
              key={section.name}
              label={section.label}
              name={fieldName("sections", section.name)}
              defaultValue={value.sections[section.name] ?? ""}
              required
              error={e("sections", section.name)}
              hint={f("sections", section.name)}
            />
          ) : (
            <Field
              key={section.name}
              label={section.label}
              name={fieldName("sections", section.name)}
              defaultValue={value.sections[section.name] ?? ""}
              required
              maxLength={LINE_MAX}
              error={e("sections", section.name)}
              hint={f("sections", section.name)}
            />
          ),
        )}
      </Group>
      {(PAGES[path] as PageDefinition).hero ? <HeroFields hero={value.hero} errors={errors} /> : null}
    </>
  );
}

/** A page's hero photo: shown across the top of the page instead of the coloured band, with its description. */
function HeroFields({ hero, errors }: { hero: PageDocument["hero"]; errors: Errors }) {
  const [removing, setRemoving] = useState(false);
  return (
    <Group legend="Photo at the top of the page (optional)">
      {hero && !removing ? (
        <>
          <input type="hidden" name={fieldName("hero", "src")} value={hero.src} />
          <input type="hidden" name={fieldName("hero", "width")} value={hero.width} />
          <input type="hidden" name={fieldName("hero", "height")} value={hero.height} />
        </>
      ) : null}
      <UploadField
        label={hero ? "Replace the photo" : "Photo"}
        name={HERO_UPLOAD_FIELD}
        kind="image"
        current={hero ? { url: hero.src, label: "current photo" } : undefined}
        hint="A wide photo works best (at least 1600 pixels across). Without one, the page keeps its coloured band."
        error={errors[HERO_UPLOAD_FIELD]}
      />
      <Field
        label="What the photo shows"
        name={fieldName("hero", "alt")}
        defaultValue={hero?.alt ?? ""}
        maxLength={200}
        hint="For people who cannot see it, such as: The congregation singing at the Easter sunrise service."
        error={errors[fieldName("hero", "alt")]}
      />
      {hero ? <CheckboxField label="Remove the photo" name={HERO_REMOVE_FIELD} onChange={setRemoving} /> : null}
    </Group>
  );
}
