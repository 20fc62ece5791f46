/** The staff areas as people use them: church staff (with a photo) by the church role, childcare staff by the childcare role. */
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { jpeg } from "../server/testing/files.ts";
import { CHILDCARE_TEAMS } from "../shared/childcare.ts";
import { openSignedIn } from "./auth-fixtures.ts";
import { BASE_URL } from "./settings.ts";


test("church staff add a member with a photo; the card with name, phone and photo is on /about at once, and goes when deleted", async ({ signInAs, page }) => {
  // Upload, save, two public visits and a delete: give a busy machine time.
  test.setTimeout(90_000);
  const name = `Hannah Lowery ${Date.now()}`;
  await signInAs("church");
  await openSignedIn(page, "/admin/church-staff");
  await page.getByRole("link", { name: "Add staff member" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New staff member" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Role", { exact: true }).fill("Director of Christian Education");
  await page.getByLabel("E-mail (optional)").fill("education@cedarhill-umc.org");
  await page.getByLabel("Phone (optional)").fill("(919) 555-0188");
  await expect(page.getByText("Shows on the website as 919-555-0188.")).toBeVisible();
  await page.getByLabel("Photo (optional)", { exact: true }).setInputFiles({ name: "hannah.jpg", mimeType: "image/jpeg", buffer: await jpeg(900, 900) });
  await expect(page.getByRole("status").filter({ hasText: "is ready" })).toContainText("hannah.jpg is ready");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/church-staff\?notice=created$/);
  // Not a pastor: listed, last, after the pastors (issue 16 groups the list as the public pages order it).
  await expect(page.getByRole("list", { name: /^Everyone else/ }).getByRole("listitem").last()).toContainText(name);

  await page.goto("/about");
  const card = page.locator("article", { hasText: name });
  await expect(card).toContainText("Director of Christian Education");
  await expect(card.getByRole("link", { name: `Call ${name} at 919-555-0188` })).toBeVisible();
  const photo = card.getByRole("img", { name: `Portrait of ${name}` });
  await expect(photo).toHaveAttribute("src", /^\/uploads\/staff\/[a-f0-9-]+\.\w+$/);
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = (await photo.getAttribute("src"))!;

  await openSignedIn(page, "/admin/church-staff");
  await page.getByRole("button", { name: `Delete ${name} from the church staff, with their photo` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this staff member?" });
  await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: "Delete staff member" }).click();
  await expect(page).toHaveURL(/\/admin\/church-staff\?notice=deleted$/);
  await expect(page.getByRole("list", { name: /^Everyone else/ })).not.toContainText(name);
  expect((await page.request.get(src)).status()).toBe(404);
  await page.goto("/about");
  await expect(page.locator("article", { hasText: name })).toHaveCount(0);
});

test("a bad e-mail and phone are refused in the form with a message at each field", async ({ signInAs, page }) => {
  await signInAs("church");
  await openSignedIn(page, "/admin/church-staff/create-new");
  await page.getByLabel("E-mail (optional)").fill("education at church");
  await page.getByLabel("Phone (optional)").fill("555-0188");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Please enter the person's name.")).toBeVisible();
  await expect(page.getByText("Please enter an e-mail address like name@example.org, or leave it empty.")).toBeVisible();
  await expect(page.getByText("Please enter a 10-digit phone number, like 919-555-0142, or leave it empty.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/church-staff\/create-new$/);
});

test("childcare staff add a member to a team and see them under that team on /childcare-preschool", async ({ signInAs, page }) => {
  const name = `Rosa Delgado ${Date.now()}`;
  await signInAs("childcare");
  await openSignedIn(page, "/admin/childcare-staff");
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("Director");
  await page.getByRole("link", { name: "Add childcare staff member" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await expect(page.getByLabel("Team").locator("option")).toHaveText(["Choose a team", ...CHILDCARE_TEAMS]);
  await page.getByLabel("Team").selectOption("Toddler Care Team");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/childcare-staff\?notice=created$/);
  await expect(page.getByRole("region", { name: "Toddler Care Team" })).toContainText(name);

  await page.goto("/childcare-preschool");
  await expect(page.locator('[data-team="Toddler Care Team"]')).toContainText(name);
});

test("the church role cannot open the childcare staff area, nor the childcare role the church staff area", async ({ signInAs, page }) => {
  await signInAs("church");
  await page.goto("/admin/childcare-staff");
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await page.context().clearCookies();
  await signInAs("childcare");
  await page.goto("/admin/church-staff/create-new");
  await expect(page).toHaveURL(`${BASE_URL}/`);
});

// One test per width, so the two run side by side.
for (const width of [1280, 390]) {
  test(`axe finds no serious or critical violation on the staff admin pages at ${width} px`, async ({ signInAs, browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInAs("admin", { context });
    await openSignedIn(page, "/admin/church-staff");
    const firstEdit = await page.getByRole("link", { name: /^Edit / }).first().getAttribute("href");
    const problems: string[] = [];
    for (const path of ["/admin/church-staff", "/admin/church-staff/create-new", firstEdit!, "/admin/childcare-staff", "/admin/childcare-staff/create-new"]) {
      await openSignedIn(page, path);
      problems.push(...(await seriousViolations(page)));
    }
    await openSignedIn(page, "/admin/childcare-staff");
    await openSignedIn(page, (await page.getByRole("link", { name: /^Edit / }).first().getAttribute("href"))!);
    problems.push(...(await seriousViolations(page)));
    expect(problems, `at ${width} px`).toEqual([]);
    await context.close();
  });
}
