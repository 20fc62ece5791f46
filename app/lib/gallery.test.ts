import { describe, expect, it } from "vitest";
import { galleryImages, ministryGallery, viewerKeyAction, wrapIndex } from "./gallery.ts";

describe("wrapIndex", () => {
  it("wraps past either end", () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(-7, 6)).toBe(5);
    expect(wrapIndex(3, 6)).toBe(3);
  });

  it("stays at 0 for an empty gallery", () => {
    expect(wrapIndex(1, 0)).toBe(0);
  });
});

describe("viewerKeyAction", () => {
  it("maps the arrow, Home and End keys and ignores the rest", () => {
    expect(viewerKeyAction("ArrowLeft")).toBe("previous");
    expect(viewerKeyAction("ArrowRight")).toBe("next");
    expect(viewerKeyAction("Home")).toBe("first");
    expect(viewerKeyAction("End")).toBe("last");
    expect(viewerKeyAction("Escape")).toBeNull();
    expect(viewerKeyAction("a")).toBeNull();
  });
});

describe("gallery entries", () => {
  it("name the gallery and the picture's place in it, since stored file names say nothing", () => {
    const pictures = [
      { fileName: "a b.webp", caption: "" },
      { fileName: "c.webp", caption: "" },
    ];
    expect(ministryGallery("common-grounds", pictures, "Common Grounds")).toEqual([
      { src: "/uploads/common-grounds/a%20b.webp", thumbnail: "/uploads/common-grounds/thumbnails/a%20b.webp", alt: "Common Grounds, photo 1 of 2" },
      { src: "/uploads/common-grounds/c.webp", thumbnail: "/uploads/common-grounds/thumbnails/c.webp", alt: "Common Grounds, photo 2 of 2" },
    ]);
  });

  it("carry a picture's caption, which also describes it in the alt text (issue 16)", () => {
    const [image] = ministryGallery("holidays", [{ fileName: "x.webp", caption: "Advent wreath lighting" }], "Holidays");
    expect(image).toMatchObject({ caption: "Advent wreath lighting", alt: "Holidays, photo 1 of 1: Advent wreath lighting" });
  });

  it("take the addresses from the caller (mission trip folders)", () => {
    const [image] = galleryImages(["x.webp"], { label: "Biloxi, MS", src: (f) => `/full/${f}`, thumbnail: (f) => `/thumb/${f}` });
    expect(image).toEqual({ src: "/full/x.webp", thumbnail: "/thumb/x.webp", alt: "Biloxi, MS, photo 1 of 1" });
  });
});
