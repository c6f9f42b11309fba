import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "data/**", "**/migrations/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // A promise nobody awaits loses its error: refuse them in TypeScript sources (type-aware).
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["vitest.config.ts"] }, tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-floating-promises": "error", "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }] },
  },
  {
    // A server feature uses another feature only through its public entry (features/<name>/index.ts,
    // imported as "../<name>"); its *-fixtures.ts is the entry for other features' tests.
    files: ["apps/server/src/features/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./[^./][^/]*/(?![^/]*-fixtures$)",
              message: "Import another feature through its index.ts (\"../<feature>\"); export what you need there.",
            },
          ],
        },
      ],
    },
  },
  {
    // Platform code is what features share: it never depends on a feature.
    files: ["apps/server/src/platform/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "(^|/)features(/|$)", message: "platform/ never imports a feature: move the shared piece into platform/." }] }],
    },
  },
  {
    // The same boundary for web features; a warning while the shared pieces move to components/.
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "warn",
        {
          patterns: [
            {
              regex: "^\\.\\./[^./][^/]*/(?![^/]*-(fixtures|test-data)$)",
              message: "Import another feature through its index.ts (\"../<feature>\"), or move the shared piece to components/.",
            },
          ],
        },
      ],
    },
  },
);
