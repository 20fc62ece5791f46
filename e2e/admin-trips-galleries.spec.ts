/** Mission trips (with their pictures) and the ministry galleries as the church role uses them, and what visitors then see. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import sharp from "sharp";
import { tripFolder } from "../shared/uploads.ts";
import { openSignedIn } from "./auth-fixtures.ts";

/** Real pictures on disk, as staff would pick them from their computer. */
const pictures = mkdtempSync(path.join(tmpdir(), "steeple-trip-pictures-"));
async function picture(name: string, background: string) {
  const file = path.join(pictures, name);
  writeFileSync(file, await sharp({ create: { width: 1200, height: 900, channels: 3, background } }).jpeg().toBuffer());
  return file;
}


test("a trip with a main picture, a story and two more pictures shows on /mission-trips/{id}; the pictures can be reordered from the keyboard", async ({ signInAs, page }) => {
  // Three uploads, two saves and public visits: give a busy machine time.
  test.setTimeout(120_000);
  const location = `Harlan County, Kentucky ${Date.now()}`;
  const folder = tripFolder(location);
  await signInAs("church");
  await openSignedIn(page, "/admin/mission-trips");
  await page.getByRole("link", { name: "Add mission trip" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New mission trip" })).toBeVisible();
  await page.getByLabel("Location", { exact: true }).fill(location);
  await page.getByLabel("Trip date").fill("2025-07-12");
  await page.getByLabel("Short description (optional)").fill("A week of roof repairs with the Appalachia Service Project.");
  const story = page.getByRole("textbox", { name: "Story" });
  // The editor takes keys once it has started (after the page's client-side move to the form).
  await expect(story).toHaveAttribute("contenteditable", "true");
  await story.click();
  await story.pressSequentially("Twelve of us replaced two roofs and shared supper with our hosts every night.");
  await page.getByLabel("Main picture (optional)", { exact: true }).setInputFiles(await picture("roof.jpg", "#8d6e63"));
  await expect(page.getByRole("status").filter({ hasText: "is ready" })).toContainText("roof.jpg is ready");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/mission-trips\?notice=created$/);
  await expect(page.getByRole("list", { name: "Mission trips" })).toContainText(location);

  await page.getByRole("link", { name: `Pictures of the ${location} trip` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Pictures of the ${location} trip` })).toBeVisible();
  const id = /\/admin\/mission-trips\/(\d+)\/images$/.exec(new URL(page.url()).pathname)![1];
  await page.getByLabel("Pictures to add").setInputFiles([await picture("team.jpg", "#1e88e5"), await picture("supper.jpg", "#43a047")]);
  await expect(page.getByRole("status").filter({ hasText: "files ready" })).toHaveText("2 of 2 files ready.");
  await page.getByRole("button", { name: "Add pictures" }).click();
  await expect(page.getByText(`Added 2 pictures to the ${location} trip. They are on the website now.`)).toBeVisible();
  const list = page.getByRole("list", { name: `Pictures in the ${location} trip` });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  // The upload list starts empty again once the pictures are added.
  await expect(page.getByRole("list", { name: "Files chosen for Pictures to add" })).toHaveCount(0);

  const firstSrc = await list.getByRole("link").first().getAttribute("href");
  await list.getByRole("button", { name: "Move down: picture 1" }).focus();
  await page.keyboard.press("Enter");
  await expect(list.getByRole("link").nth(1)).toHaveAttribute("href", firstSrc!);
  // Focus stays with the moved picture: at the bottom now, on its Move up button.
  await expect(list.getByRole("button", { name: "Move up: picture 2" })).toBeFocused();

  await page.goto(`/mission-trips/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(location);
  await expect(page.getByText("July 2025")).toBeVisible();
  await expect(page.getByText("Twelve of us replaced two roofs")).toBeVisible();
  await expect(page.getByRole("img", { name: `${location} mission trip` })).toHaveAttribute("src", new RegExp(`^/uploads/mission-trips/${folder}/[a-f0-9-]+\\.webp$`));
  const thumbnails = page.locator(`img[src^="/uploads/mission-trips/${folder}/thumbnails/"]`);
  await expect(thumbnails).toHaveCount(2);
  await expect(thumbnails.nth(1)).toHaveAttribute("src", firstSrc!.replace(`/${folder}/`, `/${folder}/thumbnails/`));

  // Tidy up: deleting the trip takes its pictures with it.
  await openSignedIn(page, "/admin/mission-trips");
  await page.getByRole("button", { name: new RegExp(`^Delete the ${location} trip`) }).click();
  await page.getByRole("dialog", { name: "Delete this trip?" }).getByRole("button", { name: "Delete trip" }).click();
  await expect(page).toHaveURL(/\/admin\/mission-trips\?notice=deleted$/);
  expect((await page.request.get(firstSrc!)).status()).toBe(404);
});

test("a picture added to the Holidays gallery shows on /holidays, and is gone from there once removed", async ({ signInAs, page }) => {
  test.setTimeout(90_000);
  await signInAs("church");
  await openSignedIn(page, "/admin/holidays");
  await expect(page.getByRole("heading", { level: 1, name: "Holidays gallery" })).toBeVisible();
  await page.getByLabel("Pictures to add").setInputFiles(await picture("easter-lilies.jpg", "#fdd835"));
  await expect(page.getByRole("status").filter({ hasText: "file ready" })).toHaveText("1 of 1 file ready.");
  await page.getByRole("button", { name: "Add pictures" }).click();
  await expect(page.getByText("Added 1 picture to the Holidays gallery. It is on the website now.")).toBeVisible();
  const list = page.getByRole("list", { name: "Pictures in the Holidays gallery" });
  const count = await list.getByRole("listitem").count();
  const src = (await list.getByRole("link").last().getAttribute("href"))!;
  expect(src).toMatch(/^\/uploads\/holidays\/[a-f0-9-]+\.webp$/);
  const thumbnail = src.replace("/holidays/", "/holidays/thumbnails/");

  await page.goto("/holidays");
  await expect(page.locator(`img[src="${thumbnail}"]`)).toHaveCount(1);

  await openSignedIn(page, "/admin/holidays");
  await page.getByRole("button", { name: `Remove picture ${count} of ${count} from the Holidays gallery` }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this picture?" });
  await expect(dialog).toContainText(`picture ${count} of ${count} from the Holidays gallery`);
  await dialog.getByRole("button", { name: "Remove picture" }).click();
  await expect(page).toHaveURL(/\/admin\/holidays\?notice=removed$/);
  await expect(page.getByText("Removed. The picture is off the website now.")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(count - 1);
  expect((await page.request.get(src)).status()).toBe(404);
  await page.goto("/holidays");
  await expect(page.locator(`img[src="${thumbnail}"]`)).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(`axe finds no serious or critical problem on the trip and gallery pages at ${width} px`, async ({ signInAs, page }) => {
    // Eight signed-in pages, each hydrated and checked: give a busy machine time.
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAs("church");
    await openSignedIn(page, "/admin/mission-trips");
    const editHref = await page.getByRole("link", { name: /^Edit the / }).first().getAttribute("href");
    const imagesHref = await page.getByRole("link", { name: /^Pictures of the / }).first().getAttribute("href");
    const paths = ["/admin/mission-trips", "/admin/mission-trips/create-new", editHref!, imagesHref!, "/admin/first-responders", "/admin/common-grounds", "/admin/holidays", "/admin/september-club"];
    const found: string[] = [];
    // TRIPS_SCREENSHOTS=<folder> keeps a full-page picture of each page for a person to look at.
    const shots = process.env.TRIPS_SCREENSHOTS;
    for (const pathname of paths) {
      await openSignedIn(page, pathname);
      found.push(...(await seriousViolations(page)));
      if (shots) await page.screenshot({ path: path.join(shots, `${pathname.replace(/\W+/g, "_")}-${width}.png`), fullPage: true });
    }
    expect(found, found.join("\n")).toEqual([]);
  });
}
