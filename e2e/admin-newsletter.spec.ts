/**
 * The weekly e-mail end to end (issue 37): a visitor subscribes and confirms through the e-mail; staff
 * send an issue built from the filled draft; the message has both parts and the one-click unsubscribe
 * header, and one POST to it unsubscribes; the page is on /newsletter. The e2e server writes
 * mail to its outbox (no SMTP_URL): the messages read here are the ones an SMTP server would get.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { openSignedIn } from "./auth-fixtures.ts";
import { seriousViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { E2E_DATA_DIR } from "./settings.ts";

/** The outbox message to `to` whose subject starts with `subject`, parsed (waits for it to be written). */
async function mailTo(to: string, subject: string) {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  const deadline = Date.now() + 20_000;
  for (;;) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".eml"))) {
      const raw = readFileSync(path.join(dir, file), "utf8");
      if (!raw.includes(to)) continue;
      const mail = await simpleParser(raw);
      if (mail.subject?.startsWith(subject)) return { raw, mail };
    }
    if (Date.now() > deadline) throw new Error(`no e-mail "${subject}" to ${to} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test("a visitor subscribes and confirms; staff send the filled draft; the e-mail unsubscribes in one POST; the issue is on /newsletter", async ({ page, signInAs, request }) => {
  test.setTimeout(90_000);
  const email = `reader-${Date.now()}@e2e.test`;
  const subject = `Advent at church ${Date.now()}`;

  await gotoHydrated(page, "/newsletter");
  const box = page.getByRole("form", { name: "Subscribe to the newsletter" });
  await box.getByLabel("E-mail address").fill(email);
  await expect(box.getByRole("checkbox", { name: /Weekly news/ })).toBeChecked();
  await box.getByText("I'm not a robot").click();
  await expect(box.getByRole("button", { name: "Subscribe" })).toBeEnabled({ timeout: 60_000 });
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Please check your inbox" })).toBeVisible();

  const confirmation = await mailTo(email, "Please confirm your subscription");
  const confirmLink = /http:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(confirmation.mail.text ?? "")![0];
  const confirmPage = await page.goto(new URL(confirmLink).pathname + new URL(confirmLink).search);
  expect(confirmPage!.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByText(`${email} should receive Weekly news`)).toBeVisible();
  await page.getByRole("button", { name: "Yes, subscribe me" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeVisible();

  await signInAs("church");
  await openSignedIn(page, "/admin/newsletter");
  await page.getByRole("button", { name: "New issue" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/issues\/\d+$/);
  await expect(page.getByLabel("Section 2: heading")).toHaveValue("Verse of the day");
  await page.getByLabel("Subject").fill(subject);
  const note = page.getByRole("textbox", { name: "Section 1: text" });
  await expect(note).toHaveAttribute("contenteditable", "true");
  await note.click();
  await page.keyboard.type("Come and see the Advent wreath on Sunday.");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByText("It is going out now.")).toBeVisible();

  const { raw, mail } = await mailTo(email, subject);
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([email]);
  expect(mail.html).toContain("Come and see the Advent wreath on Sunday.");
  expect(mail.text).toContain("Come and see the Advent wreath on Sunday.");
  expect(mail.text).toMatch(/Unsubscribe/);
  const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const unsubscribe = /^List-Unsubscribe: <([^>]+)>/m.exec(headers)![1]!;
  const oneClick = await request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  await page.goto(new URL(unsubscribe).pathname.replace("unsubscribe", "preferences") + new URL(unsubscribe).search);
  await expect(page.getByText("you are unsubscribed from every list")).toBeVisible();

  await page.context().clearCookies();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/newsletter");
    await page.getByRole("link", { name: subject }).click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText("Come and see the Advent wreath on Sunday.")).toBeVisible();
    expect(await seriousViolations(page, `issue page at ${width}px`)).toEqual([]);
    await page.goto("/newsletter");
    expect(await seriousViolations(page, `/newsletter at ${width}px`)).toEqual([]);
  }
});

test("without JavaScript, the footer's box on any page signs up and says so on /newsletter", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/about");
  const box = page.getByRole("form", { name: "Subscribe to the newsletter" });
  await box.getByLabel("E-mail address").fill(`plain-${Date.now()}@e2e.test`);
  await box.getByRole("checkbox", { name: /Childcare families/ }).check();
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole("status").filter({ hasText: "Please check your inbox" })).toBeVisible();
  await context.close();
});
