import { describe, expect, it } from "vitest";
import { neutraliseFormula, toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("starts with the UTF-8 byte order mark and ends every line with CRLF", () => {
    const csv = toCsv([
      ["First name", "Last name"],
      ["José", "Núñez"],
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe("First name,Last name\r\nJosé,Núñez\r\n");
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("quotes cells with commas, quotes and line breaks, doubling the quotes", () => {
    expect(toCsv([["12 Oak St, Apt 4", 'Ruth "Ruthie" Lee', "line one\nline two", "cr\rlf"]]).slice(1)).toBe(
      '"12 Oak St, Apt 4","Ruth ""Ruthie"" Lee","line one\nline two","cr\rlf"\r\n',
    );
  });

  it("leaves plain cells and empty cells unquoted", () => {
    expect(toCsv([["a", "", "b c"]]).slice(1)).toBe("a,,b c\r\n");
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    const row = ["=HYPERLINK(\"http://evil.example\")", "+1+2", "-2+3", "@SUM(A1)", "\tTab", "\rCR", "555-123-4567", "a=b"];
    expect(toCsv([row]).slice(1)).toBe(`"'=HYPERLINK(""http://evil.example"")",'+1+2,'-2+3,'@SUM(A1),'\tTab,"'\rCR",555-123-4567,a=b\r\n`);
  });

  it("prefixes only a formula character at the very start", () => {
    expect(neutraliseFormula("=1")).toBe("'=1");
    expect(neutraliseFormula(" =1")).toBe(" =1");
    expect(neutraliseFormula("Smith-Jones")).toBe("Smith-Jones");
    expect(neutraliseFormula("")).toBe("");
  });
});
