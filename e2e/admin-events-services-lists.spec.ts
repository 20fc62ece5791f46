/**
 * Issue 33: the staff lists of events and past services by keyboard. The filter box searches as site
 * search does, Enter sends it, the list's place is in the address (a reload keeps it) and Back returns
 * to the whole list. axe checks the filtered lists.
 */
import { seriousViolations } from "./axe.ts";
import { openSignedIn } from "./auth-fixtures.ts";
import { expect, test } from "./fixtures.ts";

test("the Events Calendar list: typing “candlelight” and Enter finds the Christmas Eve service; the order and the filter keep their place; Back returns", async ({ signInAs, page }) => {
  await signInAs("church");
  await openSignedIn(page, "/admin/events");
  const listed = page.getByRole("list", { name: "Events" });
  await expect(listed).toContainText("Mission Workday");
  const filter = page.getByRole("search", { name: "Filter events" });
  await filter.getByLabel("Find").focus();
  await page.keyboard.type("candlelights");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/events\?q=candlelights&show=&sort=next$/);
  await expect(listed).toContainText("Christmas Eve Candlelight Service");
  await expect(listed).not.toContainText("Mission Workday");
  await expect(page.getByRole("navigation", { name: "Pages of events" })).toContainText(/Showing 1–\d+ of \d+ events/);
  expect(await seriousViolations(page)).toEqual([]);

  // The order and a filter by keyboard too: the select keeps its choice, and Enter in the box sends all of it.
  await filter.getByLabel("Order").selectOption("title");
  await filter.getByLabel("Show").selectOption("drafts");
  await filter.getByLabel("Find").press("Enter");
  await expect(page).toHaveURL(/\/admin\/events\?q=candlelights&show=drafts&sort=title$/);
  await expect(page.getByText("No event matches. Try other words, or show all of them.")).toBeVisible();
  await page.reload();
  await expect(filter.getByLabel("Find")).toHaveValue("candlelights");
  await expect(filter.getByLabel("Show")).toHaveValue("drafts");
  await expect(filter.getByLabel("Order")).toHaveValue("title");

  await page.goBack();
  await expect(page).toHaveURL(/sort=next$/);
  await expect(listed).toContainText("Christmas Eve Candlelight Service");
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(listed).toContainText("Mission Workday");
  await expect(listed).toContainText("Christmas Eve Candlelight Service");
});

test("the Past services list: a search by the sermon's words, oldest first, and Back to the whole list", async ({ signInAs, page }) => {
  await signInAs("church");
  await openSignedIn(page, "/admin/past-sessions");
  const listed = page.getByRole("list", { name: "Past services" });
  await expect(listed).toContainText("Thanksgiving Sunday");
  const filter = page.getByRole("search", { name: "Filter past services" });
  await filter.getByLabel("Order").selectOption("oldest");
  await filter.getByLabel("Find").focus();
  await page.keyboard.type("saint remembered");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/past-sessions\?q=saint\+remembered&show=&sort=oldest$/);
  await expect(listed).toContainText("All Saints Sunday");
  await expect(listed).not.toContainText("Thanksgiving Sunday");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Clear" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/past-sessions$/);
  await page.goBack();
  await expect(page).toHaveURL(/q=saint\+remembered/);
  await expect(filter.getByLabel("Find")).toHaveValue("saint remembered");
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/past-sessions$/);
  await expect(listed).toContainText("Thanksgiving Sunday");
});
