import { describe, expect, it } from "vitest";
import { CHILDCARE_TEAMS } from "../../shared/childcare.ts";
import { UserIcon } from "./icons.tsx";
import { TEAM_ICONS, teamIcon } from "./team-icons.tsx";

describe("teamIcon", () => {
  it("gives each of the nine programme teams an icon of its own", () => {
    const icons = CHILDCARE_TEAMS.map(teamIcon);
    expect(new Set(icons).size).toBe(CHILDCARE_TEAMS.length);
    expect(icons).not.toContain(UserIcon);
  });

  it("maps exactly the programme's teams", () => {
    expect(Object.keys(TEAM_ICONS).sort()).toEqual([...CHILDCARE_TEAMS].sort());
  });

  it("gives an unknown team the generic user icon", () => {
    expect(teamIcon("Floaters")).toBe(UserIcon);
    expect(teamIcon("")).toBe(UserIcon);
    expect(teamIcon("director")).toBe(UserIcon);
    expect(teamIcon("toString")).toBe(UserIcon);
  });
});
