/** Past services and Operation Christmas Child highlights as the church role keeps them, seen on the public pages. */
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { simplePdf } from "../server/db/seed/simple-pdf.ts";
import { jpeg } from "../server/testing/files.ts";
import { openSignedIn } from "./auth-fixtures.ts";
import { apiKey } from "./fixtures.ts";
import { BASE_URL } from "./settings.ts";


test("the church role adds a past service with a YouTube link and a bulletin; it is on /past-sessions and its page shows both", async ({ signInAs, page }) => {
  const type = `Harvest Sunday ${Date.now()}`;
  await signInAs("church");
  await openSignedIn(page, "/admin/past-sessions");
  await page.getByRole("link", { name: "Add service" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New past service" })).toBeVisible();
  await page.getByLabel("Service date").fill("2020-11-15");
  await page.getByLabel("Service type").fill(type);
  await page.getByLabel("Description (optional)", { exact: true }).fill("Pastor Ellen on Luke 17: the one who came back to say thank you.");
  await page.getByLabel("Video link or embed code (optional)").fill("https://www.youtube.com/watch?v=ysz5S6PUM-U");
  await page.getByLabel("Bulletin (optional)", { exact: true }).setInputFiles({ name: "bulletin.pdf", mimeType: "application/pdf", buffer: simplePdf(["Harvest Sunday", "Come, Ye Thankful People, Come"]) });
  await expect(page.getByRole("status").filter({ hasText: "is ready" })).toContainText("bulletin.pdf is ready");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/past-sessions\?notice=created$/);
  await expect(page.getByRole("list", { name: "Past services" })).toContainText(`Sunday, November 15, 2020 · ${type}`);

  await page.goto("/past-sessions");
  await page.getByRole("link", { name: new RegExp(type) }).click();
  await expect(page).toHaveURL(/\/past-session\/\d+$/);
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 })).toContainText("November 15, 2020");
  await expect(main.locator('iframe[src="https://www.youtube.com/embed/ysz5S6PUM-U"]')).toHaveCount(1);
  await main.getByRole("button", { name: "Show Bulletin" }).click();
  const download = main.getByRole("link", { name: /Download the bulletin/ });
  const href = (await download.getAttribute("href"))!;
  expect(href).toMatch(/^\/uploads\/past-services\/\d+\/[a-f0-9-]+\.pdf$/);
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");

  const id = /\/past-session\/(\d+)$/.exec(page.url())![1];
  const api = await page.request.get(`/api/past-services/${id}`, { headers: { "x-api-key": apiKey() } });
  expect(await api.json()).toMatchObject({
    service_date: "2020-11-15",
    service_type: type,
    video_link: "https://www.youtube.com/watch?v=ysz5S6PUM-U",
    video_file_name: "none",
    bulletin_file_name: href.split("/").pop(),
  });
});

test("a video embed code from an unknown site is refused with a message at the field", async ({ signInAs, page }) => {
  await signInAs("church");
  await openSignedIn(page, "/admin/past-sessions/create-new");
  await page.getByLabel("Service date").fill("2020-11-22");
  await page.getByLabel("Video link or embed code (optional)").fill('<iframe src="https://videos.example.net/player/1"></iframe>');
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/That embed code is from a video site our pages cannot show/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/past-sessions\/create-new$/);
});

test("the church role adds an Operation Christmas Child year with a picture; it is on /operation-christmas-child", async ({ signInAs, page }) => {
  const description = `The confirmation class packed boxes at the altar rail (${Date.now()}).`;
  await signInAs("church");
  await openSignedIn(page, "/admin/operation-christmas-child");
  await page.getByRole("link", { name: "Add year" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New highlight" })).toBeVisible();
  await page.getByLabel("Year").fill("2001");
  await page.getByLabel("Boxes filled").fill("1,204");
  await page.getByLabel("Description").fill(description);
  await page.getByLabel("Picture (optional)", { exact: true }).setInputFiles({ name: "boxes.jpg", mimeType: "image/jpeg", buffer: await jpeg(1200, 800) });
  await expect(page.getByRole("status").filter({ hasText: "is ready" })).toContainText("boxes.jpg is ready");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/operation-christmas-child\?notice=created$/);
  await expect(page.getByRole("list", { name: "Operation Christmas Child highlights" })).toContainText(description);

  await page.goto("/operation-christmas-child");
  const card = page.locator("li", { hasText: description });
  await expect(card.getByRole("heading", { name: "2001" })).toBeVisible();
  await expect(card).toContainText("1,204 boxes filled");
  const picture = card.getByRole("img", { name: "Operation Christmas Child 2001" });
  await expect(picture).toHaveAttribute("src", /^\/uploads\/operation-christmas-child\/[a-f0-9-]+\.webp$/);
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

// One test per width, so the two run side by side.
for (const width of [1280, 390]) {
  test(`axe finds no serious or critical violation on the past services and OCC admin pages at ${width} px`, async ({ signInAs, browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInAs("church", { context });
    const problems: string[] = [];
    for (const area of ["/admin/past-sessions", "/admin/operation-christmas-child"]) {
      await openSignedIn(page, area);
      problems.push(...(await seriousViolations(page)));
      const firstEdit = await page.getByRole("link", { name: /^Edit / }).first().getAttribute("href");
      for (const path of [`${area}/create-new`, firstEdit!]) {
        await openSignedIn(page, path);
        problems.push(...(await seriousViolations(page)));
      }
    }
    expect(problems, `at ${width} px`).toEqual([]);
    await context.close();
  });
}
