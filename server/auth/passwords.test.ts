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
      await fn();
      return performance.now() - start;
    };
    // Alternating samples and medians: a busy moment on a shared machine falls on both sides alike.
    const real: number[] = [];
    const dummy: number[] = [];
    for (let i = 0; i < 9; i++) {
      real.push(await time(() => verifyPassword(hash, "wrong")));
      dummy.push(await time(() => verifyAgainstDummy("wrong")));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    expect(median(dummy) / median(real)).toBeGreaterThan(0.5);
    expect(median(dummy) / median(real)).toBeLessThan(2);
  });
});
