/**
 * The public forms as a visitor uses them (spec sections 4, 5 and 8): the captcha appears only once
 * every field is filled, submit needs it solved, success clears the form, a failure keeps it.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

async function solveCaptcha(form: Locator) {
  await form.getByText("I'm not a robot").click();
  await expect(form.getByRole("button", { name: /^(Send Message|Submit Prayer Request|Submit Directory Entry)$/ })).toBeEnabled({ timeout: 60_000 });
}

/** Opens a page once its forms are ready (the islands script has attached to them). */
async function hydrated(page: Page, path: string) {
  await gotoHydrated(page, path);
}

// Every test is a visitor from 127.0.0.1: the whole run sends fewer of each form than the limit of
// five an hour per address (server/http/forms-api.ts), so it never refuses one here.
test.beforeEach(() => {
  // Solving the proof of work takes a few seconds on a busy test machine.
  test.setTimeout(90_000);
});

const footerForm = (page: Page) => page.getByRole("form", { name: "Send us a message" }).last();

test("the footer message form shows the captcha only when every field is filled, then sends", async ({ page }) => {
  await hydrated(page, "/");
  const form = footerForm(page);
  const submit = form.getByRole("button", { name: "Send Message" });
  await form.getByLabel("Name").fill("Ruth Visitor");
  await form.getByLabel("Email").fill("ruth@example.org");
  await expect(form.locator("altcha-widget")).toHaveCount(0);
  await expect(submit).toBeDisabled();
  // Spaces only do not count as filled.
  await form.getByLabel("Message").fill("   ");
  await expect(form.locator("altcha-widget")).toHaveCount(0);
  await form.getByLabel("Message").fill("Is there parking near the church?");
  await expect(form.locator("altcha-widget")).toHaveCount(1, { timeout: 15_000 });
  await expect(submit).toBeDisabled();
  await solveCaptcha(form);
  await submit.click();
  await expect(form.getByRole("status")).toHaveText("Message sent successfully!");
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
  await expect(submit).toBeDisabled();
});

test("the captcha spot keeps its 80 px height before the captcha appears", async ({ page }) => {
  await hydrated(page, "/");
  const spot = footerForm(page).locator("div[style*='min-height']").first();
  expect((await spot.boundingBox())!.height).toBeGreaterThanOrEqual(80);
});

test("a failing server shows the failure text and keeps what was typed", async ({ page }) => {
  await hydrated(page, "/");
  await page.route("**/api/contact-message", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  const form = footerForm(page);
  await form.getByLabel("Name").fill("Ruth Visitor");
  await form.getByLabel("Email").fill("ruth@example.org");
  await form.getByLabel("Message").fill("This one will fail");
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("alert")).toHaveText("Failed to send message. Please try again.");
  await expect(form.getByLabel("Message")).toHaveValue("This one will fail");
});

test("the button reads Sending... while the footer form is sent", async ({ page }) => {
  await hydrated(page, "/");
  // The button may read "Sending..." before the request reaches this handler, so the test waits for
  // the request itself before letting it through; releasing earlier would hold it forever.
  let arrived: () => void = () => {};
  const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact-message", async (route) => {
    arrived();
    await released;
    await route.continue();
  });
  const form = footerForm(page);
  await form.getByLabel("Name").fill("Ruth Visitor");
  await form.getByLabel("Email").fill("ruth@example.org");
  await form.getByLabel("Message").fill("Slow network");
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await requestArrived;
  release();
  await expect(form.getByRole("status")).toHaveText("Message sent successfully!");
});

test("the contact page sends a message with its own form", async ({ page }) => {
  await hydrated(page, "/contact");
  const form = page.locator("main").getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name").fill("Sam Neighbour");
  await form.getByLabel("Email").fill("sam@example.org");
  await form.getByLabel("Message").fill("Do you have a food pantry?");
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText("Message sent successfully!");
});

test("a prayer request is submitted from the contact page", async ({ page }) => {
  await hydrated(page, "/contact");
  const form = page.getByRole("form", { name: "Prayer request" });
  await form.getByLabel("Name").fill("Grace");
  await form.getByLabel("Email or phone").fill("919-555-0100");
  await form.getByLabel("Prayer request").fill("For my family's health.");
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Submit Prayer Request" }).click();
  await expect(form.getByRole("status")).toHaveText("Prayer request submitted successfully!");
});

test("the directory form is collapsed until its button opens it, formats the phone and zip, and submits", async ({ page }) => {
  await hydrated(page, "/contact");
  const toggle = page.getByRole("button", { name: "Add me to the church directory" });
  const form = page.getByRole("form", { name: "Church directory entry" });
  await expect(form).toBeHidden();
  await toggle.click();
  await expect(form).toBeVisible();
  await form.getByLabel("First name").fill("Cara");
  await form.getByLabel("Last name").fill("Diaz");
  await form.getByLabel("Phone").pressSequentially("(919) 555-01429");
  await expect(form.getByLabel("Phone")).toHaveValue("919-555-0142");
  await form.getByLabel("Email").fill("cara@example.org");
  await form.getByLabel("Street address").fill("12 Oak Lane");
  await form.getByLabel("City").fill("Cedar Hill");
  await form.getByLabel("Zip code").pressSequentially("27a5149");
  await expect(form.getByLabel("Zip code")).toHaveValue("27514");
  await expect(form.getByLabel("Birthday")).toHaveAttribute("type", "date");
  await form.getByLabel("Birthday").fill("1975-04-12");
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Submit Directory Entry" }).click();
  await expect(form.getByRole("status")).toHaveText("Directory entry submitted successfully!");
  await expect(form.getByLabel("First name")).toHaveValue("");
});

test("the forms can be filled and sent with the keyboard alone", async ({ page }) => {
  await hydrated(page, "/contact");
  const form = page.getByRole("form", { name: "Prayer request" });
  await form.getByLabel("Name").focus();
  await page.keyboard.type("Keyboard User");
  await page.keyboard.press("Tab");
  await page.keyboard.type("kb@example.org");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Typed without a mouse.");
  const widget = form.locator("altcha-widget");
  await expect(widget).toHaveCount(1, { timeout: 15_000 });
  await widget.locator("input[type=checkbox]").focus();
  await page.keyboard.press("Space");
  const submit = form.getByRole("button", { name: "Submit Prayer Request" });
  await expect(submit).toBeEnabled({ timeout: 60_000 });
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(form.getByRole("status")).toHaveText("Prayer request submitted successfully!");
});
