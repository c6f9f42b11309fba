import { screen, waitFor, within } from "@testing-library/react";
import type { ClockBoard } from "@washdesk/domain";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { signedInSession } from "../../testing/session-fixtures";
import { renderWithQuery } from "../../testing/render-with-query";
import { StaffPicker } from "./staff-picker";

const board: ClockBoard = {
  serverTime: "2026-06-10T16:00:00.000Z",
  people: [
    {
      userId: "u-2",
      name: "Dana Detail",
      state: "working",
      shiftId: "s-2",
      clockedInAt: "2026-06-10T13:00:00.000Z",
      breakKind: null,
      breakStartedAt: null,
      flagged: false,
    },
    { userId: "u-1", name: "Casey Counter", state: "off", shiftId: null, clockedInAt: null, breakKind: null, breakStartedAt: null, flagged: false },
  ],
};

function Harness({ onChange }: { onChange: (ids: string[]) => void }) {
  const [ids, setIds] = useState<string[]>([]);
  return (
    <StaffPicker
      value={ids}
      onChange={(next) => {
        setIds(next);
        onChange(next);
      }}
    />
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe("the counter's staff picker", { timeout: 30_000 }, () => {
  it("lists those on the clock first, and asks before assigning a line to someone off the clock", async () => {
    useSessionStore.getState().setSession(signedInSession());
    mockFetch((url) =>
      new URL(url, "http://localhost").pathname === "/api/time-clock" ? jsonResponse(envelope(board)) : jsonResponse(envelope({ results: [] })),
    );
    const chosen = vi.fn();
    const { user } = renderWithQuery(<Harness onChange={chosen} />);
    await user.click(screen.getByPlaceholderText("Who did the work"));
    const options = await screen.findAllByRole("option");
    await waitFor(() => expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Dana Detail", "Casey Counter"]));
    expect(options.length).toBeGreaterThan(0);

    await user.click(screen.getByRole("option", { name: "Dana Detail" }));
    expect(chosen).toHaveBeenLastCalledWith(["u-2"]);

    await user.click(screen.getByRole("option", { name: "Casey Counter" }));
    const ask = await screen.findByRole("dialog", { name: "Not on the clock" });
    expect(within(ask).getByText("Casey Counter is not on the clock. Assign this line anyway?")).toBeTruthy();
    expect(chosen).toHaveBeenCalledTimes(1);
    await user.click(within(ask).getByRole("button", { name: "Assign anyway" }));
    expect(chosen).toHaveBeenLastCalledWith(["u-2", "u-1"]);
  });
});
