/**
 * Issue 30, item 7, as the church secretary met it on her phone: a page's words show the church's
 * facts as visitors read them (never a `{{church}}`), the editor says which facts a field follows and
 * the page keeps following them after her change, and History says what changed in words. The
 * rendered staff pages and the message catalogues are scanned by app/routes/admin/words-staff-see.test.ts.
 */
import { seriousViolations } from "./axe.ts";
import { openSignedIn } from "./auth-fixtures.ts";
import { expect, test } from "./fixtures.ts";
import type { PageDocument } from "../shared/content/pages.ts";

test("a church secretary edits the Recovery Alive page on her phone: facts filled in, still following Site Settings, History in words", async ({ signInAs, page, server, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs("church");
  const { settings } = await server.services.content.snapshot();
  const before = (await server.services.content.get("page:/recovery-alive"))!.published as PageDocument;

  await openSignedIn(page, "/admin/pages/recovery-alive");
  const where = page.getByLabel("Where", { exact: true });
  await expect(where).toHaveValue(`${settings.churchName}, ${settings.address.street}`);
  await expect(page.getByText("Kept up to date from Site Settings (the church's name, the street address): change them there and every page follows.")).toBeVisible();
  const typed = await page.locator("main input:not([type=hidden]), main textarea").evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value).join("\n"));
  expect(`${await page.locator("main").innerText()}\n${typed}`).not.toContain("{{");
  expect(await seriousViolations(page, "the Recovery Alive editor at 390 px")).toEqual([]);

  const heading = `Come as you are ${Date.now().toString(36)}`;
  await page.getByLabel("Heading of the joining card").fill(heading);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/recovery-alive\?notice=published$/);

  // Her change is live; the facts she did not touch still come from Site Settings.
  const after = (await server.services.content.get("page:/recovery-alive"))!.published as PageDocument;
  expect(after.sections["contact-label"]).toBe(heading);
  expect(after.sections.where).toBe(before.sections.where);
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto("/recovery-alive");
  await expect(guest.locator("main")).toContainText(heading);
  await expect(guest.locator("main")).toContainText(`${settings.churchName}, ${settings.address.street}`);
  await visitor.close();

  // History: her version first, in words; the comparison with the first version, filled in.
  await openSignedIn(page, "/admin/pages/recovery-alive");
  const versions = page.getByRole("list", { name: "Published versions" });
  await expect(versions.getByRole("listitem").first()).toContainText(`Heading of the joining card: ${heading}`);
  await versions.getByRole("listitem").last().getByRole("link", { name: /^Compare/ }).click();
  const differences = page.getByRole("list", { name: "Differences" });
  await expect(differences).toContainText(`Where: ${settings.churchName}, ${settings.address.street}`);
  await expect(differences).toContainText(`Heading of the joining card: ${heading}`);
  expect(await page.getByRole("region", { name: "History" }).innerText()).not.toMatch(/\{\{|\/uploads\//);

  // Back to the first version, so the site reads as seeded again.
  await versions.getByRole("listitem").last().getByRole("button", { name: /^Restore/ }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/recovery-alive\?notice=restored$/);
});
