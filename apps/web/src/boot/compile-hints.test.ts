import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { compileHint, compileHints } from "../../vite-compile-hints";

type Handler = (this: { error: (message: string) => never }, options: unknown, bundle: Rollup.OutputBundle) => void;

function run(names: string[], bundle: Record<string, unknown>) {
  const hook = compileHints(names).generateBundle as { handler: Handler };
  hook.handler.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    {},
    bundle as Rollup.OutputBundle,
  );
}

const chunk = (name: string, code: string) => ({ type: "chunk", name, fileName: `assets/${name}-x1.js`, code });
const mapOf = (name: string, mappings: string) => ({ type: "asset", fileName: `assets/${name}-x1.js.map`, source: JSON.stringify({ version: 3, mappings }) });

describe("the compile hint on the first screen's chunks", () => {
  it("is the first line of each named chunk, and its source map moves down a line with it", () => {
    const bundle = {
      "assets/web-x1.js": chunk("web", "const a=1;\nexport{a};"),
      "assets/web-x1.js.map": mapOf("web", "AAAA;AACA"),
      "assets/other-x1.js": chunk("other", "export const b=2;"),
    };
    run(["web"], bundle);
    expect(bundle["assets/web-x1.js"].code.split("\n")[0]).toBe(compileHint);
    expect(JSON.parse(bundle["assets/web-x1.js.map"].source).mappings).toBe(";AAAA;AACA");
    expect(bundle["assets/other-x1.js"].code).toBe("export const b=2;");
  });

  it("stops the build when a named chunk is not there", () => {
    expect(() => run(["web", "pos-page"], { "assets/web-x1.js": chunk("web", "") })).toThrow(/pos-page/);
  });
});
