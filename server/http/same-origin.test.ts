import { describe, expect, it } from "vitest";
import { httpAppForSuite } from "../testing/http.ts";
import { capturingLogger } from "../testing/log.ts";

/** Issue 14, item 12: the site opened at another address than PUBLIC_URL (an IP, another host name). */
describe("a request from another address than PUBLIC_URL", () => {
  const log = capturingLogger();
  const suite = httpAppForSuite({ logger: log.logger });

  const signIn = (origin: string) =>
    suite.app.http.request("/api/auth/login", {
      method: "POST",
      headers: { "x-api-key": suite.app.config.apiKey, "content-type": "application/json", origin, "x-forwarded-for": "10.9.9.9" },
      body: JSON.stringify({ identifier: "nobody", password: "not-a-password" }),
    });

  it("is still refused, with a message naming the configured address and the one the browser used, warned in the log once", async () => {
    const first = await signIn("http://192.168.1.20:3000");
    expect(first.status).toBe(403);
    const { error } = (await first.json()) as { error: string };
    expect(error).toContain("https://church.example");
    expect(error).toContain("http://192.168.1.20:3000");
    expect(error).toMatch(/PUBLIC_URL/);

    await signIn("http://192.168.1.20:3000");
    const warnings = log.at("warn").filter((l) => l.origin === "http://192.168.1.20:3000");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ publicUrl: "https://church.example" });
    expect(warnings[0]!.msg).toMatch(/PUBLIC_URL/);
  });

  it("still lets the configured address through", async () => {
    const res = await signIn("https://church.example");
    expect(res.status).not.toBe(403);
  });

  it("keeps the plain refusal for a cross-site request that names no address", async () => {
    const res = await suite.app.http.request("/api/auth/login", {
      method: "POST",
      headers: { "x-api-key": suite.app.config.apiKey, "content-type": "application/json", "sec-fetch-site": "cross-site" },
      body: "{}",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Cross-site requests are not allowed." });
  });
});
