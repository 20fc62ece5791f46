import { describe, expect, it } from "vitest";
import { seedFees, seedSchedule, seedSettings } from "../../server/content/seed/site.ts";
import { fillPlaceholders, followedFacts, keepPlaceholders, readableLine, unknownPlaceholders } from "./placeholders.ts";
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

  it("are put back where the words staff edited, filled in, still show the fact (issue 30)", () => {
    const template = "Welcome to {{church}}! Worship at {{start:sunday-worship}}, Sunday School at {{start:sunday-school}}.";
    const shown = fillPlaceholders(template, context);
    expect(shown).toBe("Welcome to Cedar Hill United Methodist Church! Worship at 10:00 AM, Sunday School at 11:15 AM.");
    expect(keepPlaceholders(shown, template, context)).toBe(template);
    expect(keepPlaceholders(`A warm ${shown}`, template, context)).toBe(`A warm ${template}`);
    // A fact staff replaced with words of their own stays as they wrote it; the others keep following.
    expect(keepPlaceholders(shown.replace("Cedar Hill United Methodist Church", "Cedar Hill UMC"), template, context)).toBe(template.replace("{{church}}", "Cedar Hill UMC"));
    // Typed a second time, it is the staff's own words: only as many as there were placeholders.
    expect(keepPlaceholders(`${shown} Cedar Hill United Methodist Church`, template, context)).toBe(`${template} Cedar Hill United Methodist Church`);
  });

  it("put back only a value standing alone, and in HTML also where the editor wrote its characters differently", () => {
    const years = fillPlaceholders("{{years}}", context);
    expect(keepPlaceholders(`Psalm 1${years} and ${years} years`, "{{years}} years", context)).toBe(`Psalm 1${years} and {{years}} years`);
    const odd = { ...context, settings: { ...seedSettings, churchName: `St. Mark's "Old" Church & School` } };
    const template = '<p>{{church}}: call <a href="tel:{{office-phone}}">{{office-phone}}</a></p>';
    const fromEditor = `<p>St. Mark's "Old" Church &amp; School: call <a href="tel:${seedSettings.officePhone}">${seedSettings.officePhone}</a></p>`;
    expect(keepPlaceholders(fromEditor, template, odd, { html: true })).toBe(template);
  });

  it("say in words which facts a text follows, and when one it followed is gone", () => {
    expect(followedFacts("{{church}} at {{start:sunday-worship}}", context)).toBe(
      "Kept up to date from Site Settings (the church's name) and the Weekly Schedule (Sunday Worship's start time): change them there and every page follows.",
    );
    expect(followedFacts("Call {{office-phone}}", context)).toBe("Kept up to date from Site Settings (the office phone): change it there and every page follows.");
    expect(followedFacts("{{years}} years", context)).toBe("The number of years counts up by itself each year.");
    expect(followedFacts("at {{when:gone}}", context)).toMatch(/no longer exists/);
    expect(followedFacts("Plain words.", context)).toBeNull();
  });

  it("read in History and on the dashboard filled in, even where a shortened line cut one off", () => {
    expect(readableLine("Title: Welcome to {{church}}", context)).toBe("Title: Welcome to Cedar Hill United Methodist Church");
    expect(readableLine("Lead: worship at {{start:sunday-wor…", context)).toBe("Lead: worship at …");
    expect(readableLine("Lead: worship at {{start:sunday-wor", context)).toBe("Lead: worship at ");
    // Older lines named pages and files by their addresses.
    expect(readableLine("Sunday Worship: every Sunday 10:30-11:15, on /about and /worship, (In person)", context)).toBe("Sunday Worship: every Sunday 10:30-11:15, on General Info and Worship Info, (In person)");
    expect(readableLine("Hero photo: /uploads/pages/ab12-cd.webp (The sanctuary)", context)).toBe("Hero photo: ab12-cd.webp (The sanctuary)");
    expect(readableLine("Link: State forms (https://ncchildcare.example/forms) on /nowhere.", context)).toBe("Link: State forms (https://ncchildcare.example/forms) on /nowhere.");
  });
});
