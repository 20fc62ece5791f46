import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { MultiUploadField, UploadField } from "./upload-field.tsx";
import { progressDetail } from "./upload-transfer.ts";

/** The fields read the api key from the root route's data, as on the real admin pages; `at` is the page's address. */
function render(children: ReactNode, at = "/") {
  const router = createMemoryRouter([{ id: "root", path: "*", loader: () => ({ apiKey: "key" }), element: children }], {
    initialEntries: [at],
    hydrationData: { loaderData: { root: { apiKey: "key" } } },
  });
  return renderToString(<RouterProvider router={router} />);
}

describe("UploadField", () => {
  it("is a labelled file input for the kind's types, with an empty hidden token and an alert area tied to it", () => {
    const html = render(<UploadField label="Photo" name="image" kind="image" hint="A square picture looks best." />);
    const id = /<label for="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`id="${id}" type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif"`);
    expect(html).toMatch(/<input type="hidden" name="image" value=""\/>/);
    expect(html).toContain(`aria-describedby="${id}-hint ${id}-error"`);
    expect(html).toContain(`<p id="${id}-error" role="alert"`);
    expect(html).not.toContain("Remove");
  });

  it("shows the current picture with a Remove checkbox posting imageRemove=1", () => {
    const html = render(<UploadField label="Photo" name="image" kind="image" current={{ url: "/uploads/staff/a.webp", label: "Pastor Jim" }} />);
    expect(html).toContain('src="/uploads/staff/a.webp" alt="Current: Pastor Jim" width="128" height="96"');
    expect(html).toMatch(/<input type="checkbox"[^>]* name="imageRemove" value="1"\/>/);
  });

  it("shows podcast artwork as a picture too: the kind decides", () => {
    const html = render(<UploadField label="Artwork" name="artwork" kind="artwork" current={{ url: "/uploads/podcast/art.jpg", label: "series artwork" }} />);
    expect(html).toContain('src="/uploads/podcast/art.jpg" alt="Current: series artwork"');
    expect(html).not.toContain("Current file:");
  });

  it("links to a current document instead of previewing it, and shows a server error", () => {
    const html = render(
      <UploadField label="Bulletin" name="bulletin" kind="pdf" required error="Choose the bulletin PDF." current={{ url: "/uploads/past-services/3/b.pdf", label: "bulletin.pdf" }} />,
    );
    const parts = ['href="/uploads/past-services/3/b.pdf"', "Current file: <!-- -->bulletin.pdf", 'accept="application/pdf,.pdf"', 'aria-invalid="true"', 'aria-required="true"', "Choose the bulletin PDF."];
    for (const part of parts) expect(html).toContain(part);
  });
});

describe("the hint of a file field", () => {
  it("closes with the files the kind takes and its size limit, after the field's own words", () => {
    const html = render(<UploadField label="Photo" name="image" kind="image" hint="A square picture looks best." />);
    const hint = /<p id="[^"]+-hint"[^>]*>(.*?)<\/p>/.exec(html)![1]!.replaceAll("<!-- -->", "");
    expect(hint).toBe("A square picture looks best. Accepted: JPEG, PNG, WebP or GIF, up to 15 MB.");
  });

  it("gives the limit of the page's area, the one the upload is checked against", () => {
    // Sermon audio may be 200 MB in Past Services (shared/areas.ts); 300 MB is the kind's own limit.
    expect(render(<UploadField label="Sermon audio" name="audio" kind="audio" />, "/admin/past-sessions/create-new")).toContain("Accepted: MP3 or M4A (AAC), up to 200 MB.");
    expect(render(<UploadField label="Audio" name="audio" kind="audio" />, "/")).toContain("Accepted: MP3 or M4A (AAC), up to 300 MB.");
  });

  it("names podcast artwork's size in pixels, and says 'each' under a field of several pictures", () => {
    expect(render(<UploadField label="Artwork" name="artwork" kind="artwork" />)).toContain("Accepted: a square JPEG or PNG of 1400 to 3000 pixels a side, up to 10 MB.");
    expect(render(<MultiUploadField label="Add pictures" name="images" />)).toContain("Accepted: JPEG, PNG, WebP or GIF, up to 15 MB each.");
  });
});

describe("MultiUploadField", () => {
  it("is a labelled multiple file input with no hidden tokens before anything is chosen", () => {
    const html = render(<MultiUploadField label="Add pictures" name="images" />);
    expect(html).toMatch(/type="file" multiple="" accept="image\//);
    expect(html).not.toContain('name="images"');
  });
});

describe("progressDetail (long uploads on a slow line)", () => {
  it("says how much of the file has gone and, once the pace is known, how long is left", () => {
    const total = 80 * 1024 * 1024;
    expect(progressDetail({ total, fraction: 0, elapsedMs: 0 })).toBe("0.0 MB of 80 MB");
    expect(progressDetail({ total, fraction: 0.25, elapsedMs: 1000 })).toBe("20 MB of 80 MB");
    // A quarter in two minutes: six more minutes.
    expect(progressDetail({ total, fraction: 0.25, elapsedMs: 120_000 })).toBe("20 MB of 80 MB, about 6 minutes left");
    expect(progressDetail({ total, fraction: 0.9, elapsedMs: 180_000 })).toBe("72 MB of 80 MB, less than a minute left");
    expect(progressDetail({ total: 5 * 1024 * 1024, fraction: 0.5, elapsedMs: 120_000 })).toBe("2.5 MB of 5.0 MB, about 2 minutes left");
  });
});
