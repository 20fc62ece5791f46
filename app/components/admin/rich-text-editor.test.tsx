import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichTextEditor } from "./rich-text-editor.tsx";

describe("RichTextEditor on the server", () => {
  const html = renderToString(
    <RichTextEditor label="Announcement" name="announcement" defaultValue="<p>Potluck <strong>Sunday</strong></p>" hint="Shown on the Announcements page." error="Please write the announcement." required />,
  );

  it("shows the content read-only under the field's label until the editor loads", () => {
    const labelId = /<div id="([^"]+)"[^>]*>Announcement<\/div>/.exec(html)?.[1];
    expect(labelId).toBeTruthy();
    expect(html).toContain(`aria-labelledby="${labelId}"`);
    expect(html).toMatch(/role="textbox"[^>]*aria-readonly="true"/);
    expect(html).toContain("<p>Potluck <strong>Sunday</strong></p>");
    expect(html).toContain("Loading the editor…");
    expect(html).not.toContain("contenteditable");
    expect(html).not.toContain("<textarea");
  });

  it("describes the area by its hint and error and marks it invalid", () => {
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1].split(" ") ?? [];
    expect(describedBy).toHaveLength(2);
    for (const id of describedBy) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("Please write the announcement.");
  });

  it("posts the starting HTML with the form before the editor has loaded", () => {
    expect(html).toContain('name="announcement" value="&lt;p&gt;Potluck &lt;strong&gt;Sunday&lt;/strong&gt;&lt;/p&gt;"');
    // Marked as a long field, so the form keeps a local draft of it (issue 16).
    expect(html).toMatch(/<input type="hidden"[^>]*data-draft=""[^>]*name="announcement"/);
  });
});
