/**
 * The words every page starts with: the spec's and the demo congregation's text, split into the
 * sections of shared/content/pages.ts. Times and facts kept elsewhere appear as placeholders
 * (shared/content/placeholders.ts), so a new site reads exactly as the specification describes.
 */
import type { PageDocument, PagePath } from "../../../shared/content/pages.ts";

export const seedPages: Record<PagePath, PageDocument> = {
  "*": {
    title: "Header and footer",
    description: "The words shown on every page of the site.",
    sections: {
      "footer-welcome": "<p>Whoever you are and wherever you are on your journey of faith, you have a place here. Come as you are on Sunday at {{start:sunday-worship}}; we would love to meet you.</p>",
    },
    hero: null,
  },
};
