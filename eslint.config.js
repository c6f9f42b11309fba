import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";

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
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // React's rules of hooks for the screens (hooks called in order, effects listing what they read).
    files: ["apps/web/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // The rules below serve the React Compiler, which this app does not use; each flags a pattern kept on purpose.
      // A route's lazy page comes from a per-route cache, so it is the same component on every render.
      "react-hooks/static-components": "off",
      // Refs read or written during render on purpose: the latest props for timers, caches of names already seen.
      "react-hooks/refs": "off",
      // Dialogs reset their form from the record when they open, and previews make their URL where they release it.
      "react-hooks/set-state-in-effect": "off",
    },
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
              message: 'Import another feature through its index.ts ("../<feature>"); export what you need there.',
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
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)features(/|$)", message: "platform/ never imports a feature: move the shared piece into platform/." }] },
      ],
    },
  },
  {
    // The same boundary for web features: another feature only through its index.ts ("../<name>"),
    // shared pieces from components/, testing/, api/, session/ or app/. A lazily loaded dialog may
    // name its file in import(): that is a chunk boundary, and the rule reads static imports only.
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./[^./][^/]*/(?![^/]*-(fixtures|test-data)$)",
              message: 'Import another feature through its index.ts ("../<feature>"), or move the shared piece to components/.',
            },
          ],
        },
      ],
    },
  },
);
