/**
 * The one axe check of the end-to-end tests: the serious and critical violations on the page as it is
 * now, one readable line (and its elements) each; an empty list passes.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export async function seriousViolations(page: Page, label = page.url()): Promise<string[]> {
  // Two choices that make a check about three times faster, measured on /events and / with Chromium:
  // legacy mode runs axe in the page itself (the default finishes each run in a new blank page, into
  // which it injects axe a second time); its one loss, cross-origin frames, does not apply here, where
  // the only ones (video embeds) cannot load without the internet. And only violations are collected,
  // the only result the tests read.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${label} ${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
          .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1).join("; ") ?? ""}`)
          .join("\n")}`,
    );
}
