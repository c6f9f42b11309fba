import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { permissionFromPaths, type ShiftDetail } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { cashierPermission, signedInSession } from "../../testing/session-fixtures";
import { renderWithQuery } from "../../testing/render-with-query";
import { ShiftDialog } from "./shift-dialog";

const shift: ShiftDetail = {
  id: "77777777-7777-4777-8777-777777777777",
  userId: "u-2",
  employeeName: "Dana Detail",
  businessDate: "2026-06-09",
  clockedInAt: "2026-06-09T13:00:00.000Z",
  clockedOutAt: "2026-06-09T21:00:00.000Z",
  breaks: [{ kind: "meal", startedAt: "2026-06-09T17:00:00.000Z", endedAt: "2026-06-09T17:30:00.000Z" }],
  paidMinutes: 450,
  unpaidMinutes: 30,
  regularMinutes: 450,
  overtimeMinutes: 0,
  flagged: false,
  edited: false,
  confirmedAt: null,
  editable: true,
  punches: [
    { action: "clockIn", breakKind: null, at: "2026-06-09T13:00:00.000Z", by: "Dana Detail" },
    { action: "startBreak", breakKind: "meal", at: "2026-06-09T17:00:00.000Z", by: "Dana Detail" },
    { action: "endBreak", breakKind: "meal", at: "2026-06-09T17:30:00.000Z", by: "Dana Detail" },
    { action: "clockOut", breakKind: null, at: "2026-06-09T21:00:00.000Z", by: "Dana Detail" },
  ],
  audit: [],
};
const edited: ShiftDetail = {
  ...shift,
  clockedOutAt: "2026-06-09T20:00:00.000Z",
  paidMinutes: 390,
  regularMinutes: 390,
  edited: true,
  audit: [
    {
      at: "2026-06-10T16:00:00.000Z",
      by: "Mona Manager",
      reason: "Left at 4",
      before: { clockedInAt: shift.clockedInAt, clockedOutAt: shift.clockedOutAt, breaks: shift.breaks },
      after: { clockedInAt: shift.clockedInAt, clockedOutAt: "2026-06-09T20:00:00.000Z", breaks: shift.breaks },
    },
  ],
};

function mockServer() {
  let current = shift;
  return mockFetch((url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    if (pathname === `/api/time-clock/shifts/${shift.id}` && init.method === "PATCH") {
      current = edited;
      return jsonResponse(envelope(edited, { message: "Shift saved." }));
    }
    if (pathname === `/api/time-clock/shifts/${shift.id}`) return jsonResponse(envelope(current));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

const patchBodies = (fetchMock: ReturnType<typeof mockServer>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH").map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const manager = () =>
  signedInSession({ name: "Manager", permission: { ...cashierPermission, ...permissionFromPaths(["timeClock.completed.list", "timeClock.completed.edit"]) } });

describe("the shift editor (docs/product.md §2 /timeClock/list)", { timeout: 30_000 }, () => {
  it("shows the punches as made, asks for a reason, sends the new times on the shop's clock, and shows the audit", async () => {
    useSessionStore.getState().setSession(manager());
    const fetchMock = mockServer();
    const { user } = renderWithQuery(<ShiftDialog shiftId={shift.id} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Shift of Dana Detail" });
    const punches = await within(dialog).findByRole("table", { name: "Punches" });
    expect(within(punches).getAllByRole("row")).toHaveLength(4);
    expect(within(dialog).getByText(/Paid 7.50 h/)).toBeTruthy();
    // The editor opens on demand.
    expect(within(dialog).queryByLabelText(/^Clock in/)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Change this shift" }));
    // New York is 4 h behind UTC in June: 13:00Z is 9:00 on the shop's clock.
    expect((within(dialog).getByLabelText(/^Clock in/) as HTMLInputElement).value).toBe("2026-06-09T09:00");
    expect(within(dialog).queryByRole("button", { name: "Remove shift" })).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/^Clock out/), { target: { value: "2026-06-09T16:00" } });
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("Say why the shift changes.")).toBeTruthy();
    expect(patchBodies(fetchMock)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), "Left at 4");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(patchBodies(fetchMock)).toEqual([
        {
          clockedInAt: "2026-06-09T13:00:00.000Z",
          clockedOutAt: "2026-06-09T20:00:00.000Z",
          breaks: [{ kind: "meal", startedAt: "2026-06-09T17:00:00.000Z", endedAt: "2026-06-09T17:30:00.000Z" }],
          reason: "Left at 4",
        },
      ]),
    );
    const audit = await within(dialog).findByRole("table", { name: "Audit trail" });
    const row = within(audit).getAllByRole("row")[1]!;
    expect(within(row).getByText("Mona Manager")).toBeTruthy();
    expect(within(row).getByText("Left at 4")).toBeTruthy();
    expect(row.textContent).toContain("5:00 PM");
    expect(row.textContent).toContain("4:00 PM");
  });

  it("leaves the shift as it is on Cancel, and closes the editor", async () => {
    useSessionStore.getState().setSession(manager());
    const fetchMock = mockServer();
    const { user } = renderWithQuery(<ShiftDialog shiftId={shift.id} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Shift of Dana Detail" });
    await user.click(await within(dialog).findByRole("button", { name: "Change this shift" }));
    fireEvent.change(within(dialog).getByLabelText(/^Clock out/), { target: { value: "2026-06-09T16:00" } });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(within(dialog).queryByLabelText(/^Clock out/)).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Change this shift" })).toBeTruthy();
    expect(patchBodies(fetchMock)).toHaveLength(0);
  });

  it("offers no editing outside the edit window, and lets the employee confirm their own shift", async () => {
    useSessionStore.getState().setSession(signedInSession());
    mockFetch((url) => {
      const { pathname } = new URL(url, "http://localhost");
      if (pathname === `/api/time-clock/shifts/${shift.id}`) return jsonResponse(envelope({ ...shift, userId: "u-1", editable: false }));
      return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
    });
    renderWithQuery(<ShiftDialog shiftId={shift.id} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Shift of Dana Detail" });
    expect(await within(dialog).findByRole("button", { name: "Confirm my shift" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Save changes" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Change this shift" })).toBeNull();
  });
});
