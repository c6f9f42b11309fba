/** How long a signed-in start may hold the first render back (see firstRenderAfter). */
export const firstRenderWaitMs = 1_000;

/**
 * Renders once the signed-in first screen's start is in (its code, the session and its first
 * data), or at once when there is none. Rendered before, React first draws a loader, lays it out
 * and paints it, then draws the whole screen over it: on the counter that was ~10 ms of the main
 * thread in every reload, on a page bound by it. index.html shows its own loading sign meanwhile.
 * A failed start renders too (the session guard then asks again and reports), and a slow one
 * renders after firstRenderWaitMs, so the guard's own loader and its errors take over.
 */
export function firstRenderAfter(start: Promise<unknown> | null, render: () => void): void {
  if (start === null) {
    render();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    render();
  };
  const timer = setTimeout(once, firstRenderWaitMs);
  const settled = () => {
    clearTimeout(timer);
    once();
  };
  void start.then(settled, settled);
}
