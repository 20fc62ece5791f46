import { describe, expect, it } from "vitest";
import { allFilled, contactMessageSchema, directoryEntrySchema, formatPhoneInput, formatZipInput, isPastBirthday, prayerRequestSchema } from "./forms.ts";

describe("directory inputs", () => {
  it("strips the phone to digits and shows ddd-ddd-dddd, at most 10 digits", () => {
    expect(formatPhoneInput("9")).toBe("9");
    expect(formatPhoneInput("9195")).toBe("919-5");
    expect(formatPhoneInput("(919) 555-01")).toBe("919-555-01");
    expect(formatPhoneInput("919.555.0142 ext 9")).toBe("919-555-0142");
  });
  it("keeps zip digits only, at most 5", () => {
    expect(formatZipInput("27a514-1234")).toBe("27514");
  });
});

describe("allFilled", () => {
  it("needs every field non-empty after trimming", () => {
    expect(allFilled({ a: "x", b: "y" })).toBe(true);
    expect(allFilled({ a: "x", b: "   " })).toBe(false);
  });
});

describe("isPastBirthday", () => {
  it("accepts a real past date and refuses the future, today, impossible dates and garbage", () => {
    expect(isPastBirthday("1980-02-29", "2026-11-21")).toBe(true);
    expect(isPastBirthday("1981-02-29", "2026-11-21")).toBe(false);
    expect(isPastBirthday("2026-11-21", "2026-11-21")).toBe(false);
    expect(isPastBirthday("2030-01-01", "2026-11-21")).toBe(false);
    expect(isPastBirthday("1850-01-01", "2026-11-21")).toBe(false);
    expect(isPastBirthday("02/03/1990", "2026-11-21")).toBe(false);
  });
});

describe("form schemas", () => {
  it("requires name, a valid e-mail and a message for a contact message", () => {
    const result = contactMessageSchema.safeParse({ name: " ", email: "nope", message: "" });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(fields).toEqual({ name: "Name is required.", email: "Enter a valid email address.", message: "Message is required." });
  });
  it("limits lengths", () => {
    expect(contactMessageSchema.safeParse({ name: "x".repeat(101), email: "a@b.co", message: "m" }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ name: "x", email: "a@b.co", message: "m".repeat(5001) }).success).toBe(false);
  });
  it("takes an e-mail or a phone as the prayer request contact", () => {
    expect(prayerRequestSchema.safeParse({ name: "A", contact: "a@b.co", message: "m" }).success).toBe(true);
    expect(prayerRequestSchema.safeParse({ name: "A", contact: "919-555-0142", message: "m" }).success).toBe(true);
    expect(prayerRequestSchema.safeParse({ name: "A", contact: "soon", message: "m" }).success).toBe(false);
  });
  it("needs all eight directory fields, a 10-digit phone, a 5-digit zip and a past birthday", () => {
    const schema = directoryEntrySchema("2026-11-21");
    const good = { firstName: "Ann", lastName: "Lee", phone: "919-555-0142", email: "ann@example.org", address: "1 Main St", city: "Cedar Hill", zip: "27514", birthday: "1970-05-01" };
    expect(schema.parse(good).phone).toBe("9195550142");
    expect(schema.safeParse({ ...good, phone: "555-0142" }).success).toBe(false);
    expect(schema.safeParse({ ...good, zip: "2751" }).success).toBe(false);
    expect(schema.safeParse({ ...good, birthday: "2027-01-01" }).success).toBe(false);
    expect(schema.safeParse({ ...good, city: "" }).success).toBe(false);
  });
});
