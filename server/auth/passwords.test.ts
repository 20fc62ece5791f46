import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("hashes with argon2id at OWASP parameters and verifies", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "correct horse")).toBe(true);
    expect(await verifyPassword(hash, "correct horsE")).toBe(false);
  });
  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });
  it("rejects a malformed stored hash", async () => {
    expect(await verifyPassword("plain-text", "plain-text")).toBe(false);
  });
  it("spends similar time on the dummy check as on a real one", async () => {
    const hash = await hashPassword("x");
    await verifyAgainstDummy("warm up");
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      for (let i = 0; i < 5; i++) await fn();
      return performance.now() - start;
    };
    const real = await time(() => verifyPassword(hash, "wrong"));
    const dummy = await time(() => verifyAgainstDummy("wrong"));
    expect(dummy / real).toBeGreaterThan(0.5);
    expect(dummy / real).toBeLessThan(2);
  });
});
