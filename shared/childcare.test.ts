import { describe, expect, it } from "vitest";
import { CHILDCARE_TEAMS, groupByTeam } from "./childcare.ts";

describe("groupByTeam", () => {
  it("knows the nine teams of the spec", () => {
    expect(CHILDCARE_TEAMS).toHaveLength(9);
  });
  it("groups staff in the programme's team order and puts unknown teams last", () => {
    const groups = groupByTeam([
      { id: 1, name: "Cook", team: "Kitchen Staff" },
      { id: 2, name: "Float", team: "Floaters" },
      { id: 3, name: "Boss", team: "Director" },
      { id: 4, name: "Baby A", team: "Infant Care Team" },
      { id: 5, name: "Baby B", team: "Infant Care Team" },
    ]);
    expect(groups.map((g) => [g.team, g.known, g.members.map((m) => m.name)])).toEqual([
      ["Director", true, ["Boss"]],
      ["Infant Care Team", true, ["Baby A", "Baby B"]],
      ["Kitchen Staff", true, ["Cook"]],
      ["Floaters", false, ["Float"]],
    ]);
  });
});
