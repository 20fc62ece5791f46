import { describe, expect, it } from "vitest";
import { seedFees, seedSchedule, seedSettings } from "../../server/content/seed/site.ts";
import { availablePlaceholders, fillPlaceholders, unknownPlaceholders } from "./placeholders.ts";
import { scheduleEntry } from "./schedule.ts";

const context = { settings: seedSettings, schedule: seedSchedule, fees: seedFees, today: "2026-11-24" };

describe("placeholders in page words", () => {
  it("fill facts from Site settings and times from the schedule, in the schedule's wording", () => {
    expect(fillPlaceholders("{{church}}, {{street}}: worship at {{start:sunday-worship}}, {{range:wednesday-dinner}}, {{when:grief-support}}; {{registration-fee}}", context)).toBe(
      "Cedar Hill United Methodist Church, 215 Church Street: worship at 10:00 AM, 6:00-6:30 PM, 3rd Tuesday 1:30PM; $25",
    );
    const moved = { ...context, schedule: { entries: seedSchedule.entries.map((e) => (e.id === "sunday-worship" ? { ...e, start: "10:30" } : e)) } };
    expect(fillPlaceholders("Sunday at {{start:sunday-worship}}", moved)).toBe("Sunday at 10:30 AM");
  });

  it("fill where an entry meets from its place in the schedule (the church's name when it names none), and parking from Site settings (issue 30)", () => {
    const schedule = { entries: [scheduleEntry({ id: "club", name: "Club", pages: ["/"], place: "Wesley House, 402 College Avenue, Cedar Hill, NC 27514" }), scheduleEntry({ id: "choir", name: "Choir", pages: ["/"] })] };
    const settings = { ...seedSettings, parking: "Park behind the church." };
    expect(fillPlaceholders("{{place:club}}; {{place:choir}}. {{parking}}", { ...context, schedule, settings })).toBe(
      "Wesley House, 402 College Avenue, Cedar Hill, NC 27514; Cedar Hill United Methodist Church. Park behind the church.",
    );
  });

  it("read a placeholder with spaces inside its braces as without them", () => {
    expect(fillPlaceholders("{{ when:sunday-worship }} at {{ church }}", context)).toBe(fillPlaceholders("{{when:sunday-worship}} at {{church}}", context));
  });

  it("escape what they fill into HTML, so a value cannot become markup, and leave plain text as typed", () => {
    const odd = { ...context, settings: { ...seedSettings, churchName: 'St. Mark <b>"&"</b>' } };
    expect(fillPlaceholders("<p>{{church}}</p>", odd, { html: true })).toBe("<p>St. Mark &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt;</p>");
    expect(fillPlaceholders("{{church}}", odd)).toBe('St. Mark <b>"&"</b>');
  });

  it("name the placeholders that name nothing (a typo, a deleted entry); the page shows them empty", () => {
    expect(unknownPlaceholders("{{church}} {{chruch}} {{when:sunday-worship}} {{when:gone}}", context)).toEqual(["{{chruch}}", "{{when:gone}}"]);
    expect(fillPlaceholders("at {{when:gone}}.", context)).toBe("at .");
  });

  it("list every fact and every schedule entry's wordings for the editor", () => {
    const tokens = availablePlaceholders(seedSchedule).map((p) => p.token);
    expect(tokens).toEqual(expect.arrayContaining(["{{church}}", "{{street}}", "{{years}}", "{{registration-fee}}", "{{when:grief-support}}", "{{start:nursery}}", "{{span:sunday-school}}", "{{range:wednesday-dinner}}"]));
    expect(tokens).toEqual(expect.arrayContaining(["{{parking}}", "{{place:marshall-wesley}}"]));
    expect(tokens.filter((t) => t.includes(":"))).toHaveLength(seedSchedule.entries.length * 5);
  });
});
