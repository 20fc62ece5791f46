/**
 * Issue 14, item 7: while the database is away the forms' API answers 503 with a reason; the form
 * shows it (instead of "Please try again." at once) and keeps what was typed. The server side of the
 * 503 is proven on a real PostgreSQL in server/db/outage.test.ts; here the browser's side.
 */
import { expect, gotoHydrated, test } from "./fixtures.ts";

const REASON = "The site cannot reach its database just now. Please try again in a few minutes.";

test("a form refused because the database is away says to try again in a few minutes and keeps what was typed", async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, "/");
  await page.route("**/api/contact-message", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", headers: { "retry-after": "60" }, body: JSON.stringify({ error: REASON }) }),
  );
  const form = page.getByRole("form", { name: "Send us a message" }).last();
  await form.getByLabel("Name").fill("Ruth Visitor");
  await form.getByLabel("Email").fill("ruth@example.org");
  await form.getByLabel("Message").fill("Written during the outage");
  await form.getByText("I'm not a robot").click();
  const submit = form.getByRole("button", { name: "Send Message" });
  await expect(submit).toBeEnabled({ timeout: 60_000 });
  await submit.click();
  await expect(form.getByRole("alert")).toHaveText(`Failed to send message. ${REASON}`);
  await expect(form.getByLabel("Name")).toHaveValue("Ruth Visitor");
  await expect(form.getByLabel("Email")).toHaveValue("ruth@example.org");
  await expect(form.getByLabel("Message")).toHaveValue("Written during the outage");
});
