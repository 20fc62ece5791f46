/**
 * Issue 30 item 6, as a first-time visitor on a phone (390 px) reads the fresh site: the Sunday times in
 * the spec's order on /worship and /about, one parking sentence on /about and /contact, one message
 * form on the contact page, and ministries whose calendar dates say what their pages say (Vacation
 * Bible School on weekday evenings, Marshall Wesley at the Wesley house). The public pages are checked
 * with axe at both widths by accessibility.spec.ts.
 */
import { expect, gotoHydrated, test } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("a visitor on a phone reads each fact once: Sunday times in the spec's order, one parking sentence, one message form, ministry dates as their pages say", async ({ page }) => {
  await page.goto("/worship");
  const sundays = page.getByRole("region", { name: "Sundays" });
  await expect(sundays.locator("dt")).toHaveText(["Sunday School", "Sunday Worship", "Nursery", "God's Big House"]);

  await page.goto("/about");
  const mornings = page.getByRole("region", { name: "Sunday Mornings" });
  await expect(mornings.getByRole("heading", { level: 3 })).toHaveText(["Sunday School", "Worship", "Nursery"]);
  const goodToKnow = page.getByRole("region", { name: "Good to Know" });
  const parking = (await goodToKnow.getByRole("heading", { name: "Parking and getting in" }).locator("xpath=following-sibling::p[1]").innerText()).trim();
  expect(parking).toMatch(/^The main lot is behind the church off Church Street/);
  expect(parking).toContain("the side entrance on Church Street has a ramp");

  await gotoHydrated(page, "/contact");
  const visit = page.getByRole("region", { name: "Visit us" });
  await expect(visit).toContainText(parking);
  await expect(page.getByText(/Parking is in the lot beside the fellowship hall/)).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Send us a message" })).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("form", { name: "Send us a message" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Send us a Message" })).toHaveCount(0);
  // Every other page keeps the footer's form.
  await page.goto("/about");
  await expect(page.getByRole("contentinfo").getByRole("form", { name: "Send us a message" })).toHaveCount(1);

  await page.goto("/vacation-bible-school");
  await expect(page.getByRole("region", { name: "When and where" })).toContainText("Weekday evenings");
  const vbsDates = page.getByRole("region", { name: "Upcoming dates" }).getByRole("listitem");
  await expect(vbsDates).toHaveCount(4);
  for (const date of await vbsDates.all()) await expect(date).toContainText("6:00 to 8:30 PM");
  await expect(page.getByRole("region", { name: "Upcoming dates" })).not.toContainText("All day");

  const wesley = "Wesley House, 402 College Avenue, Cedar Hill, NC 27514";
  await page.goto("/marshall-wesley");
  await expect(page.getByRole("region", { name: "When and where" })).toContainText("Thursdays 8:00PM");
  await expect(page.getByRole("region", { name: "When and where" })).toContainText(wesley);
  const first = page.getByRole("region", { name: "Upcoming dates" }).getByRole("listitem").first();
  await expect(first).toContainText(`8:00 PM · ${wesley}`);
  await first.getByRole("link", { name: "Marshall Wesley" }).click();
  await expect(page).toHaveURL(/\/events\/schedule\/marshall-wesley$/);
  const where = page.getByRole("region", { name: "Where" });
  await expect(where).toContainText(wesley);
  await expect(where).not.toContainText("215 Church Street");
  await expect(where.getByRole("link", { name: "Get directions" })).toHaveAttribute("href", `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(wesley)}`);
});
