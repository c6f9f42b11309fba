/** One load of a page, in milliseconds from navigation start, read from the Performance API inside the page. */
export interface PageTimeline {
  /** The HTML document has arrived. */
  html: number;
  /** The last script file that arrived before the button showed (download end, not evaluation). */
  scripts: number;
  /** How many script files arrived before the button showed. */
  scriptFiles: number;
  /** The first /api request was sent (by the boot script, which runs before the entry). */
  firstApiSent: number | null;
  /** Per API path (query dropped): when its first request was sent and when its answer ended. */
  api: Record<string, { sent: number; done: number }>;
  /** The first contentful paint (a loader counts). */
  firstPaint: number | null;
  /** The button was visible and enabled. */
  button: number;
  /** The page's own User Timing marks (the app's load steps), by name. */
  marks: Record<string, number>;
  /** Filled in by the bench, not the page: CPU milliseconds the load cost (see load-cpu.ts). */
  cpu?: LoadCpu;
}

/**
 * What one load cost: every browser process on all cores, the renderers' main threads among them
 * (both null without /proc), and the server's thread.
 */
export interface LoadCpu {
  browserMs: number | null;
  rendererMainMs: number | null;
  serverMs: number;
}

/**
 * Runs in the page once the button shows (`button` is performance.now() then). Resource Timing
 * gives when each file and each API answer arrived, so a slow load can be laid out as a waterfall.
 */
export function readTimeline(button: number): PageTimeline {
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const resources = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => entry.responseEnd <= button);
  const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
  const api: PageTimeline["api"] = {};
  for (const entry of resources) {
    const { pathname } = new URL(entry.name);
    if (!pathname.startsWith("/api/") || api[pathname]) continue;
    api[pathname] = { sent: entry.requestStart || entry.startTime, done: entry.responseEnd };
  }
  const sent = Object.values(api).map((call) => call.sent);
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return {
    html: navigation?.responseEnd ?? 0,
    scripts: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
    scriptFiles: scripts.length,
    firstApiSent: sent.length > 0 ? Math.min(...sent) : null,
    api,
    firstPaint: paint ? paint.startTime : null,
    button,
    marks: Object.fromEntries(performance.getEntriesByType("mark").map((m) => [m.name, m.startTime])),
  };
}
