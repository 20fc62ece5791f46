import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PageWords } from "../lib/site.ts";
import { MinistryPage, ministryMailto } from "./ministry-page.tsx";

const page = (sections: Record<string, string>): PageWords => ({ path: "/grief-support", title: "Grief Support", description: "", hero: null, sections });
const office = { officeEmail: "office@cedarhill-umc.org", officePhone: "919-555-0142" };

const render = (words: PageWords) =>
  renderToString(
    <MemoryRouter>
      <MinistryPage page={words} office={office} />
    </MemoryRouter>,
  );

describe("ministryMailto", () => {
  it("names the ministry in the subject", () => {
    expect(ministryMailto("office@example.org", "God's Big House")).toBe("mailto:office@example.org?subject=God's%20Big%20House");
  });
});

describe("MinistryPage", () => {
  it("shows one h1, the meeting times, the place, the joining card and the church office's e-mail and phone", () => {
    const html = render(
      page({ lead: "A quiet place.", when: "<p>Cub Scouts: Mondays 6:30PM</p><p>Boy Scouts: Thursdays 7:00PM</p>", where: "The scout hut", "contact-label": "Sign up", body: "<h2>About</h2><p>Camping.</p>" }),
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("<p>Cub Scouts: Mondays 6:30PM</p><p>Boy Scouts: Thursdays 7:00PM</p>");
    expect(html).toContain("The scout hut");
    expect(html).toMatch(/<h2 id="join-heading"[^>]*>Sign up<\/h2>/);
    expect(html).toContain("<h2>About</h2><p>Camping.</p>");
    expect(html).toContain('href="mailto:office@cedarhill-umc.org?subject=Grief%20Support"');
    expect(html).toContain('href="tel:9195550142"');
    expect(html).toContain('<main id="main"');
  });
});
