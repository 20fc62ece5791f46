import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MinistryPage, ministryMailto } from "./ministry-page.tsx";

const render = (facts: Parameters<typeof MinistryPage>[0]["facts"]) =>
  renderToString(
    <MemoryRouter>
      <MinistryPage facts={facts}>
        <h2>About</h2>
      </MinistryPage>
    </MemoryRouter>,
  );

describe("ministryMailto", () => {
  it("names the ministry in the subject", () => {
    expect(ministryMailto("office@example.org", "God's Big House")).toBe("mailto:office@example.org?subject=God's%20Big%20House");
  });
});

describe("MinistryPage", () => {
  it("shows one h1, the meeting time, and the church office e-mail and phone link by default", () => {
    const html = render({ title: "Grief Support", lead: "A quiet place.", when: "3rd Tuesday 1:30PM" });
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("3rd Tuesday 1:30PM");
    expect(html).toContain("href=\"mailto:office@cedarhill-umc.org?subject=Grief%20Support\"");
    expect(html).toContain('href="tel:9195550142"');
    expect(html).toContain('<main id="main"');
  });

  it("lists several meeting times one per line and uses a given contact", () => {
    const html = render({
      title: "Scouts",
      lead: "Camping.",
      when: ["Cub Scouts: Mondays 6:30PM", "Boy Scouts: Thursdays 7:00PM"],
      contact: { email: "scouts@example.org", phone: "919-555-0100", label: "Sign up" },
    });
    expect(html).toContain("<li class=\"text-lg font-semibold text-brand-900\">Cub Scouts: Mondays 6:30PM</li>");
    expect(html).toContain("<li class=\"text-lg font-semibold text-brand-900\">Boy Scouts: Thursdays 7:00PM</li>");
    expect(html).toContain('href="mailto:scouts@example.org?subject=Scouts"');
    expect(html).toContain('href="tel:9195550100"');
    expect(html).toContain("Sign up");
  });
});
