import { afterEach, describe, expect, it, vi } from "vitest";
import { firstData, firstDataWaitMs } from "./start-loading";

afterEach(() => {
  vi.useRealTimers();
});

function settled(promise: Promise<unknown>) {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

describe("the wait for the first screen's data", () => {
  it("ends when every first answer is in, refusals included", async () => {
    let answer!: (value: unknown) => void;
    const wait = settled(
      firstData([
        { queryKey: ["registers"], answer: new Promise((resolve) => (answer = resolve)) },
        { queryKey: ["tiles"], answer: Promise.reject(new Error("refused")) },
      ]),
    );
    await Promise.resolve();
    expect(wait.done).toBe(false);
    answer([]);
    await vi.waitFor(() => expect(wait.done).toBe(true));
  });

  it("holds the frame back no longer than its limit when an answer is slow", async () => {
    vi.useFakeTimers();
    const wait = settled(firstData([{ queryKey: ["tiles"], answer: new Promise(() => undefined) }]));
    await vi.advanceTimersByTimeAsync(firstDataWaitMs - 1);
    expect(wait.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.done).toBe(true);
  });

  it("is no wait at all for a screen that asks for nothing first", async () => {
    const wait = settled(firstData([]));
    await Promise.resolve();
    await Promise.resolve();
    expect(wait.done).toBe(true);
  });
});
