/**
 * Search engines (issue: every public page has its own title, description, canonical link, Open Graph
 * tags and JSON-LD; Church on the home page, ChildCare with the visible fees on the childcare page).
 */
import { eventsIn, refusedEvents } from "../app/testing/structured-data.ts";
import { expect, test } from "./fixtures.ts";
import { publicRoutes } from "./public-routes.ts";
import { BASE_URL } from "./settings.ts";

type Head = { title: string; description: string | null; canonical: string | null; og: Record<string, string>; jsonLd: unknown[]; robots: string | null };

async function readHead(page: import("@playwright/test").Page): Promise<Head> {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    og: Object.fromEntries([...document.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute("property")!, m.getAttribute("content")!])),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "null")),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
  }));
}

test("every public page has its own title and description, a canonical link, Open Graph tags and JSON-LD", async ({ page, seeded }) => {
  // It visits all thirty public pages in turn.
  test.setTimeout(180_000);
  const titles = new Map<string, string>();
  const descriptions = new Set<string>();
  for (const route of publicRoutes) {
    const path = route.path(seeded);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const head = await readHead(page);
    expect(head.title, path).not.toBe("");
    expect(head.description, path).toBeTruthy();
    const canonicalPath = path === "/past-services" ? "/past-sessions" : path;
    expect(head.canonical, path).toBe(`${BASE_URL}${canonicalPath}`);
    for (const tag of ["og:title", "og:description", "og:url", "og:image", "og:type"]) expect(head.og[tag], `${path} ${tag}`).toBeTruthy();
    expect(head.jsonLd.length, path).toBeGreaterThan(0);
    expect(head.robots, path).toBeNull();
    // /past-sessions and /past-services are the same page under two addresses.
    if (path !== "/past-services") {
      expect(titles.get(head.title), `${path} repeats the title of ${titles.get(head.title)}`).toBeUndefined();
      titles.set(head.title, path);
      descriptions.add(head.description!);
    }
  }
  expect(descriptions.size).toBe(titles.size);
});

test("the home page describes the church as a schema.org Church", async ({ page }) => {
  await page.goto("/");
  const { jsonLd } = await readHead(page);
  const church = jsonLd.find((d) => (d as { "@type"?: string })["@type"] === "Church") as Record<string, unknown> | undefined;
  expect(church).toMatchObject({ "@context": "https://schema.org", name: expect.any(String), address: expect.objectContaining({ "@type": "PostalAddress" }) });
});

test("every schema.org Event on every page of the sitemap is one Google accepts", async ({ request }) => {
  // Issue 29 item 7, on the built site: dates with offsets, a Place with a postal address, a status.
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths).toEqual(expect.arrayContaining(["/", "/worship", "/events", "/events/christmas-eve-candlelight-service", "/events/schedule/sunday-worship"]));
  const withEvents: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // What Google reads: each JSON-LD script as the server wrote it (a script's text is not entity-decoded).
    const jsonLd = [...(await response.text()).matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown);
    expect(refusedEvents(jsonLd), path).toEqual([]);
    if (eventsIn(jsonLd).length) withEvents.push(path);
  }
  expect(withEvents).toEqual(expect.arrayContaining(["/", "/events/christmas-eve-candlelight-service", "/events/vacation-bible-school", "/events/schedule/sunday-worship", "/events/schedule/wednesday-night-kids"]));
});

test("the childcare page describes a ChildCare carrying the visible weekly fees", async ({ page }) => {
  await page.goto("/childcare-preschool");
  const { jsonLd } = await readHead(page);
  const childcare = jsonLd.find((d) => (d as { "@type"?: string })["@type"] === "ChildCare");
  expect(childcare).toBeTruthy();
  const text = JSON.stringify(childcare);
  for (const fee of ["145", "135", "125", "115", "105", "70", "150"]) expect(text).toContain(fee);
  // The older, lower prices must not be what search engines read.
  expect(text).not.toMatch(/"(140|130|120|110|100|65)(\.0+)?"/);
  for (const fee of ["$145", "$135", "$125", "$115", "$105", "$70", "$150", "$120", "$25"]) await expect(page.locator("main")).toContainText(fee);
});

test("the not-found page asks search engines not to index it", async ({ page }) => {
  await page.goto("/no-such-page-here");
  expect((await readHead(page)).robots).toContain("noindex");
});

test("sitemap.xml lists the public pages and the trip and service details, robots.txt points to it", async ({ request, seeded }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const route of publicRoutes) {
    const path = route.path(seeded);
    if (path === "/past-services") continue;
    expect(xml, path).toContain(`<loc>${BASE_URL}${path}</loc>`);
  }
  for (const trip of seeded.trips) expect(xml).toContain(`${BASE_URL}/mission-trips/${trip.id}<`);
  for (const service of seeded.services) expect(xml).toContain(`${BASE_URL}/past-session/${service.id}<`);
  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
});
