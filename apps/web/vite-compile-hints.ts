import type { Plugin } from "vite";

/** V8's explicit compile hint (Chrome 136+), honoured only as the file's first line. */
export const compileHint = "//# allFunctionsCalledOnLoad";

/**
 * Marks the chunks the first screen runs almost all of (the entry, the signed-in frame, the
 * counter) with V8's compile hint: the browser compiles their functions while the file streams in,
 * on a background thread, instead of one by one on the main thread the first time each is called.
 * On a cold load that was most of the main thread's work before the first render.
 * Written last (after Vite puts its preload table at the top) so the hint is the first line; the
 * source map moves down a line with it.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: "washdesk-compile-hints",
    apply: "build",
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        const missing = new Set(chunkNames);
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk" || !chunkNames.includes(output.name)) continue;
          missing.delete(output.name);
          output.code = `${compileHint}\n${output.code}`;
          // The map is already an asset of its own by now: it takes the extra line there.
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === "asset") {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
        // A renamed chunk would lose its hint without a sound: the build stops instead.
        if (missing.size > 0) this.error(`No chunk named ${[...missing].join(", ")} to mark with the compile hint (vite.config.ts).`);
      },
    },
  };
}
