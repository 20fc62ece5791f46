import { describe, expect, it } from "vitest";
import { tripFolder, uploads } from "./uploads.ts";

describe("tripFolder", () => {
  it("lowercases the location and replaces every non-alphanumeric character with an underscore", () => {
    expect(tripFolder("Red Bird Mission, Kentucky")).toBe("red_bird_mission__kentucky");
    expect(tripFolder("Biloxi, MS")).toBe("biloxi__ms");
    expect(tripFolder("São Paulo 2024")).toBe("s_o_paulo_2024");
  });
});

describe("upload addresses", () => {
  it("puts files under the spec's /uploads/{program folder}/ addresses", () => {
    expect(uploads.pastService(7, "bulletin.pdf")).toBe("/uploads/past-services/7/bulletin.pdf");
    expect(uploads.gallery("holidays", "a.webp")).toBe("/uploads/holidays/a.webp");
    expect(uploads.galleryThumbnail("holidays", "a.webp")).toBe("/uploads/holidays/thumbnails/a.webp");
    expect(uploads.trip("Biloxi, MS", "1.webp")).toBe("/uploads/mission-trips/biloxi__ms/1.webp");
    expect(uploads.staff("p.webp")).toBe("/uploads/staff/p.webp");
  });
  it("encodes file names so they cannot climb out of their folder", () => {
    expect(uploads.staff("../secrets/api-key")).toBe("/uploads/staff/..%2Fsecrets%2Fapi-key");
  });
});
