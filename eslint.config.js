// ESLint flat config: JavaScript and TypeScript recommended rules, the React hooks rules, and the
// browser and Node globals. Type-aware rules are not enabled (tsc runs as its own test step).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: ["build/", ".react-router/", "data/", "node_modules/", "test-results/", "playwright-report/", "bench-results/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `_name` marks an argument or binding that is deliberately unused.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
    },
  },
  // Playwright fixtures hand their value to the test through a function called `use`, which is not React's.
  {
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  // Layers run one way (docs/decisions/0006-one-way-layers.md): app -> shared and (types, or *.server.ts
  // only) server; server -> shared; shared -> nothing of ours but itself. scripts/layers.test.ts proves
  // these rules catch what they should; the build refuses server code in a browser bundle as well.
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "(^|/)app/", message: "The server never imports the React app: move what both need to shared/." }] }],
    },
  },
  {
    files: ["shared/**/*.ts"],
    ignores: ["shared/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "(^|/)(app|server)/", message: "shared/ is pure: it imports neither the app nor the server." },
            { regex: "^(?!\\.|zod$)", message: "shared/ is pure and runs in the browser: only zod and other shared modules." },
          ],
        },
      ],
    },
  },
  // The page cache keys a public page by the query names shared/page-queries.ts lists for it (issue 29),
  // so a public page reads its query only through that table's `pageQuery`.
  {
    files: ["app/routes/site/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[property.name='searchParams']", message: "A public page reads its query through pageQuery (shared/page-queries.ts): the page cache keys pages by that table." },
        { selector: "ImportSpecifier[imported.name='useSearchParams']", message: "A public page reads its query through pageQuery (shared/page-queries.ts): the page cache keys pages by that table." },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}", "app/testing/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)server/",
              allowTypeImports: true,
              message: "Browser-bound app code imports only types from server/: reach services through the router context, put shared rules in shared/, or use a *.server.ts module.",
            },
          ],
        },
      ],
    },
  },
);
