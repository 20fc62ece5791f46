import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords.ts";

describe("common and leaked passwords (NIST SP 800-63B 3.1.1.2)", () => {
  it("finds passwords from the list whatever their capitals or surrounding spaces", async () => {
    for (const password of ["password123", "Password123", "1234567", "qwerty123", " letmein ", "iloveyou1"]) expect(await isCommonPassword(password), password).toBe(true);
  });

  it("lets through passwords that are not on it", async () => {
    for (const password of ["seven-loaves-2", "correct horse battery", "cedar-7", "Ruth and Naomi 1:16"]) expect(await isCommonPassword(password), password).toBe(false);
  });
});
