import { describe, expect, it } from "vitest";
import { confirmCodeSchema, fieldErrors, manualResetFormSchema, registerFormSchema, registerInviteSchema, secondStepSchema } from "./auth.ts";

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) => (result.error ? fieldErrors(result.error) : {});

describe("the second step's schema", () => {
  it("joins the six boxes into one code, dropping spaces", () => {
    const boxes = { digit1: "1", digit2: "2", digit3: " 3", digit4: "4", digit5: "5", digit6: "6" };
    expect(secondStepSchema.parse({ with: "code", ...boxes })).toEqual({ with: "code", otp: "123456" });
    expect(secondStepSchema.parse({ with: "code", digit1: "123 456" })).toEqual({ with: "code", otp: "123456" });
  });
  it("needs exactly six digits, or a backup code of at least 8 characters", () => {
    expect(errorsOf(secondStepSchema.safeParse({ with: "code", digit1: "1", digit2: "x" }))).toEqual({ otp: "Enter the 6-digit code." });
    expect(errorsOf(secondStepSchema.safeParse({ with: "code", digit1: "1234567" }))).toEqual({ otp: "Enter the 6-digit code." });
    expect(errorsOf(secondStepSchema.safeParse({ with: "backup", backupCode: "K7QM-4X" }))).toEqual({ backupCode: "Backup codes are at least 8 characters." });
    expect(secondStepSchema.parse({ with: "backup", backupCode: " K7QM-4XD2-P9 " })).toEqual({ with: "backup", backupCode: "K7QM-4XD2-P9" });
  });
});

describe("confirm password is the schema's rule", () => {
  it("on the manual reset form", () => {
    expect(errorsOf(manualResetFormSchema.safeParse({ token: "t", password: "morning-5", confirmPassword: "morning-6" }))).toEqual({ confirmPassword: "Passwords do not match." });
    expect(manualResetFormSchema.safeParse({ token: "t", password: "morning-5", confirmPassword: "morning-5" }).success).toBe(true);
  });
  it("on the register form, which always has the second box; the JSON call checks it only when sent", () => {
    const base = { invite: "i", email: "", name: "Ada", username: "ada", password: "hymnal-1234" };
    expect(errorsOf(registerFormSchema.safeParse({ ...base, confirmPassword: "" }))).toEqual({ confirmPassword: "Passwords do not match." });
    expect(registerInviteSchema.safeParse(base).success).toBe(true);
    expect(errorsOf(registerInviteSchema.safeParse({ ...base, confirmPassword: "other" }))).toEqual({ confirmPassword: "Passwords do not match." });
  });
  it("compares a given e-mail with the invited address, whatever its case", () => {
    const base = { invite: "i", name: "Ada", username: "", password: "hymnal-1234", confirmPassword: "hymnal-1234", invitedEmail: "Ada@Example.org" };
    expect(registerFormSchema.safeParse({ ...base, email: "ada@example.org" }).success).toBe(true);
    expect(errorsOf(registerFormSchema.safeParse({ ...base, email: "eve@example.org" }))).toEqual({ email: "You can only use the email address this invitation was sent to: ada@example.org." });
  });
});

describe("confirmCodeSchema (issue 16: the set-up page's six boxes)", () => {
  it("takes the code from one box or from the six boxes", () => {
    expect(confirmCodeSchema.parse({ code: " 123456 " })).toEqual({ code: "123456" });
    expect(confirmCodeSchema.parse({ digit1: "1", digit2: "2", digit3: "3", digit4: "4", digit5: "5", digit6: "6", intent: "confirm-app" })).toEqual({ code: "123456" });
  });
  it("refuses five digits or a letter, under the code's field", () => {
    const five = confirmCodeSchema.safeParse({ digit1: "1", digit2: "2", digit3: "3", digit4: "4", digit5: "5" });
    expect(five.success ? null : five.error.issues[0]?.path).toEqual(["code"]);
    expect(confirmCodeSchema.safeParse({ digit1: "1", digit2: "2", digit3: "3", digit4: "4", digit5: "5", digit6: "x" }).success).toBe(false);
  });
});
