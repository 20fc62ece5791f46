import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { pageQuery, queryNamesOf } from "./page-queries.ts";

describe("the query names each public page reads (issue 29)", () => {
  it("gives a page the first value of each name its line lists, and nothing else", () => {
    const query = pageQuery(new URL("https://church.example/events?month=2027-01&month=2031-01&x=1"), "/events");
    expect(query.get("month")).toBe("2027-01");
    expect((query as { get(name: string): string | null }).get("x")).toBeNull();
    expect(queryNamesOf("/events/archive")).toEqual(["year"]);
    expect(queryNamesOf("/about")).toEqual([]);
    expect(queryNamesOf("/past-services")).toEqual(["series", "speaker", "book", "page"]);
  });

  it("is the only way a public page reads its query (a lint rule)", async () => {
    const root = path.resolve(import.meta.dirname, "..");
    const lint = async (code: string) => {
      const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: path.join(root, "app/routes/site/x.tsx") });
      return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").length;
    };
    expect(await lint("export const loader = ({ url }: { url: URL }) => url.searchParams.get(\"page\");\n")).toBe(1);
    expect(await lint('import { useSearchParams } from "react-router";\nexport const f = useSearchParams;\n')).toBe(1);
    expect(await lint('import { pageQuery } from "../../../shared/page-queries.ts";\nexport const loader = ({ url }: { url: URL }) => pageQuery(url, "/events").get("month");\n')).toBe(0);
  });
});
