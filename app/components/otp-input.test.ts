import { describe, expect, it } from "vitest";
import { codeFromPaste, emptyCode } from "./otp-input.tsx";

describe("codeFromPaste (spec section 5)", () => {
  it("strips a paste to digits and fills all six boxes", () => {
    expect(codeFromPaste("123456")).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(codeFromPaste(" 123-456\n")).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(codeFromPaste("Your code: 12 34 56")).toEqual(["1", "2", "3", "4", "5", "6"]);
  });
  it("uses the first six digits of a longer paste", () => {
    expect(codeFromPaste("12345678")).toEqual(["1", "2", "3", "4", "5", "6"]);
  });
  it("ignores a paste that does not give six digits", () => {
    expect(codeFromPaste("12345")).toBeNull();
    expect(codeFromPaste("abcdef")).toBeNull();
    expect(codeFromPaste("")).toBeNull();
  });
  it("starts with six empty boxes", () => {
    expect(emptyCode()).toEqual(["", "", "", "", "", ""]);
  });
});
