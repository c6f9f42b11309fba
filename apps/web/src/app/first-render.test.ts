import { afterEach, describe, expect, it, vi } from "vitest";
import { firstRenderAfter, firstRenderWaitMs } from "./first-render";

afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("the app's first render", () => {
  it("happens at once where no signed-in screen is starting (the login page)", () => {
    const render = vi.fn();
    firstRenderAfter(null, render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("waits for the first screen's start, then happens once", async () => {
    vi.useFakeTimers();
    const start = deferred();
    const render = vi.fn();
    firstRenderAfter(start.promise, render);
    await vi.advanceTimersByTimeAsync(firstRenderWaitMs / 2);
    expect(render).not.toHaveBeenCalled();
    start.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(render).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(firstRenderWaitMs);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("happens when the start fails, so the session guard can say why", async () => {
    const start = deferred();
    const render = vi.fn();
    firstRenderAfter(start.promise, render);
    start.reject(new Error("offline"));
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
  });

  it("happens after its limit when the start is slow, and not again when it lands", async () => {
    vi.useFakeTimers();
    const start = deferred();
    const render = vi.fn();
    firstRenderAfter(start.promise, render);
    await vi.advanceTimersByTimeAsync(firstRenderWaitMs - 1);
    expect(render).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(render).toHaveBeenCalledTimes(1);
    start.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
