import { describe, expect, it } from "vitest";
import { readAddress } from "./events.ts";

describe("another place's address as staff type it", () => {
  it("reads a name, a street, the town, the state and the zip code", () => {
    expect(readAddress("Camp Wesley, 12 Lake Rd, Ripley, WV 25271")).toEqual({ name: "Camp Wesley", street: "12 Lake Rd", city: "Ripley", region: "WV", postalCode: "25271" });
    expect(readAddress("12 Lake Rd, Ripley, wv, 25271-1234")).toEqual({ name: "12 Lake Rd", street: "12 Lake Rd", city: "Ripley", region: "WV", postalCode: "25271-1234" });
    expect(readAddress("Parish House, 40 Elm St, Suite 2, Cedar Hill, NC 27514")).toMatchObject({ name: "Parish House", street: "40 Elm St, Suite 2", city: "Cedar Hill" });
  });

  it("reads nothing from a line without a town, a state and a zip code", () => {
    for (const line of ["The parlour", "Red Bird Mission, Kentucky", "12 Lake Rd, WV 25271", "Ripley, WV 25271", "12 Lake Rd, Ripley, West Virginia 25271", "12 Lake Rd, 25271, WV 25271", ""]) expect(readAddress(line), line).toBeNull();
  });
});
