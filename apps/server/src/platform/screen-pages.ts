import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { screenMetaName, type ScreenFiles } from "@washdesk/domain";
import { etagOf, type WebFile } from "./web-files";

function fixedSegments(pattern: string, pathname: string): number | null {
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.split("/").filter(Boolean);
  if (want.length !== have.length) return null;
  let count = 0;
  for (const [index, segment] of want.entries()) {
    if (segment.startsWith(":")) continue;
    if (segment !== have[index]) return null;
    count += 1;
  }
  return count;
}

/** The screen the web app's router shows at this address: of those that match, the one with the most fixed segments. */
export function screenFor(screens: readonly ScreenFiles[], pathname: string): ScreenFiles | undefined {
  let best: { screen: ScreenFiles; score: number } | undefined;
  for (const screen of screens) {
    const score = fixedSegments(screen.path, pathname);
    if (score !== null && (!best || score > best.score)) best = { screen, score };
  }
  return best?.screen;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * index.html for one screen: a meta tag naming it, ahead of the inline boot script (which then
 * sends the screen's first GETs), and a preload of each of its files beside the entry's own. In
 * the page itself the browser's preload scanner asks for them as soon as the HTML arrives; the boot
 * script used to add them from a table of every screen, which made it a 14 kB script that grew with
 * each screen (23 ms of the main thread in a cold load, against 17 now). Stylesheets go last: one
 * ahead of an inline script would hold the script back until it had loaded.
 */
export function screenPage(html: string, screen: ScreenFiles): string {
  const meta = `<meta name="${screenMetaName}" content="${escapeAttribute(screen.path)}">`;
  const links = screen.files.map((file) =>
    file.endsWith(".css")
      ? `<link rel="stylesheet" crossorigin href="${escapeAttribute(file)}">`
      : `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
  );
  const script = html.search(/<script\b/i);
  const withMeta = script < 0 ? html.replace(/<\/head>/i, `${meta}</head>`) : `${html.slice(0, script)}${meta}\n    ${html.slice(script)}`;
  return withMeta.replace(/<\/head>/i, `  ${links.join("\n    ")}\n  </head>`);
}

/**
 * The page for each screen, made from index.html the first time that screen is asked for and then
 * kept, compressed once like the build's own files. An address no screen has gets index.html as
 * built (the login page, the not-found screen).
 */
export class ScreenPages {
  private readonly made = new Map<ScreenFiles, WebFile>();

  constructor(
    private readonly page: WebFile,
    private readonly screens: readonly ScreenFiles[],
  ) {}

  for(pathname: string): WebFile {
    const screen = screenFor(this.screens, pathname);
    if (!screen) return this.page;
    let file = this.made.get(screen);
    if (!file) {
      file = pageFile(this.page, screenPage(this.page.bodies.identity?.toString("utf8") ?? "", screen));
      this.made.set(screen, file);
    }
    return file;
  }
}

function pageFile(page: WebFile, html: string): WebFile {
  const identity = Buffer.from(html, "utf8");
  return {
    name: page.name,
    type: page.type,
    etag: etagOf(identity),
    bodies: {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzip: gzipSync(identity, { level: 9 }),
    },
  };
}
