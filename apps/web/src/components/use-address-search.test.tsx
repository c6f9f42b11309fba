import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAddressSearch } from "./use-address-search";

/** A page whose address holds the search, as useSearchParams would: writes change `current`. */
function renderSearch(initial = "", normalize?: (text: string) => string) {
  const writes: string[] = [];
  const rendered = renderHook(
    ({ current }: { current: string }) =>
      useAddressSearch(
        current,
        (search) => {
          writes.push(search);
          rendered.rerender({ current: search });
        },
        300,
        normalize,
      ),
    { initialProps: { current: initial } },
  );
  return { ...rendered, writes };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useAddressSearch", () => {
  it("writes the address once the typing pauses, not on every key", () => {
    const { result, writes } = renderSearch();
    void act(() => result.current.setText("j"));
    void act(() => vi.advanceTimersByTime(200));
    void act(() => result.current.setText("jo"));
    void act(() => vi.advanceTimersByTime(299));
    expect(writes).toEqual([]);
    void act(() => vi.advanceTimersByTime(1));
    expect(writes).toEqual(["jo"]);
  });

  it("writes at once when the box is left, and nothing later (a click on a result must not bounce back)", () => {
    const { result, writes, unmount } = renderSearch();
    void act(() => result.current.setText("smi"));
    void act(() => result.current.commit());
    expect(writes).toEqual(["smi"]);
    void act(() => vi.advanceTimersByTime(1000));
    expect(writes).toEqual(["smi"]);
    unmount();
  });

  it("clears the search when the box is emptied after a commit", () => {
    const { result, writes } = renderSearch();
    void act(() => result.current.setText("ab"));
    void act(() => result.current.commit());
    void act(() => result.current.setText(""));
    void act(() => vi.advanceTimersByTime(300));
    expect(writes).toEqual(["ab", ""]);
  });

  it("shows an address changed from elsewhere, and does not write the old text back", () => {
    const { result, writes, rerender } = renderSearch("first");
    void act(() => result.current.setText("firs"));
    rerender({ current: "other" });
    expect(result.current.text).toBe("other");
    void act(() => vi.advanceTimersByTime(1000));
    expect(writes).toEqual([]);
  });

  it("compares normalized text: spaces around the words are not a new search", () => {
    const { result, writes } = renderSearch("wash", (text) => text.trim());
    void act(() => result.current.setText("wash "));
    void act(() => vi.advanceTimersByTime(300));
    expect(writes).toEqual([]);
    expect(result.current.text).toBe("wash ");
  });
});
