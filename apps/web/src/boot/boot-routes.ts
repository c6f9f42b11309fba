/** A screen's address pattern (as in routes.tsx) and the files its first render needs beyond the entry. */
export interface BootRoute {
  path: string;
  /** Absolute URLs: the signed-in frame's and the screen's chunks (.js) and stylesheets (.css). */
  files: string[];
}

function staticSegments(pattern: string, pathname: string): number | null {
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

/** The route the router will show at this address: of those that match, the one with the most fixed segments. */
export function bootRouteFor(routes: readonly BootRoute[], pathname: string): BootRoute | undefined {
  let best: { route: BootRoute; score: number } | undefined;
  for (const route of routes) {
    const score = staticSegments(route.path, pathname);
    if (score !== null && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}
