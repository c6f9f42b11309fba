import { act, screen, waitFor, within } from "@testing-library/react";
import { permissionFromPaths, realtimeEvent, type ClockBoard, type ClockPerson, type RealtimeHint } from "@washdesk/domain";
import { io } from "socket.io-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { connectRealtime } from "../../realtime/realtime-connection";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { cashierPermission, signedInSession } from "../../testing/session-fixtures";
import { renderWithQuery } from "../../testing/render-with-query";
import TimeClockPage from "./time-clock-page";

const me: ClockPerson = {
  userId: "u-1",
  name: "Casey Counter",
  state: "off",
  shiftId: null,
  clockedInAt: null,
  breakKind: null,
  breakStartedAt: null,
  flagged: false,
};
const dana: ClockPerson = {
  userId: "u-2",
  name: "Dana Detail",
  state: "working",
  shiftId: "s-2",
  clockedInAt: "2026-06-10T13:00:00.000Z",
  breakKind: null,
  breakStartedAt: null,
  flagged: false,
};

function mockServer(punchAnswer: () => Response, boards: () => ClockPerson[] = () => [dana, me]) {
  return mockFetch((url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    if (pathname === "/api/time-clock") return jsonResponse(envelope({ people: boards(), serverTime: "2026-06-10T16:00:00.000Z" } satisfies ClockBoard));
    if (pathname === "/api/time-clock/punches" && init.method === "POST") return punchAnswer();
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

const punchBodies = (fetchMock: ReturnType<typeof mockServer>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === "/api/time-clock/punches")
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe("the time clock kiosk (docs/product.md §2 /timeClock)", { timeout: 30_000 }, () => {
  it("shows who is on the clock, and clocks oneself in with one's PIN, the time left to the server", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const fetchMock = mockServer(() => jsonResponse(envelope({ ...me, state: "working" }, { message: "Clocked in." })));
    const { user } = renderWithQuery(<TimeClockPage />);
    expect(await screen.findByText("1 on the clock, 0 on a break")).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Dana Detail.*On the clock since 9:00 AM$/ })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: /Casey Counter/ }));
    const dialog = await screen.findByRole("dialog", { name: "Time clock: Casey Counter" });
    const clockIn = within(dialog).getByRole("button", { name: "Clock in" });
    expect(clockIn.hasAttribute("disabled")).toBe(true);
    expect(within(dialog).getByText(/An unpaid meal shorter than 30 minutes counts as worked time/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText("PIN"), "1234");
    await user.click(clockIn);
    await waitFor(() =>
      expect(punchBodies(fetchMock)).toEqual(
        [{ userId: "u-1", action: "clockIn", breakKind: undefined, pin: "1234" }].map((b) => JSON.parse(JSON.stringify(b))),
      ),
    );
    expect(punchBodies(fetchMock)[0]).not.toHaveProperty("at");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers a paid rest, an unpaid meal and clock-out to someone on the clock, without their PIN for a group that needs none", async () => {
    useSessionStore.getState().setSession(signedInSession({ permission: { ...cashierPermission, ...permissionFromPaths(["timeClock.others"]) } }));
    const fetchMock = mockServer(() => jsonResponse(envelope({ ...dana, state: "onBreak", breakKind: "meal", breakStartedAt: "2026-06-10T16:00:00.000Z" })));
    const { user } = renderWithQuery(<TimeClockPage />);
    await user.click(await screen.findByRole("button", { name: /Dana Detail/ }));
    const dialog = await screen.findByRole("dialog", { name: "Time clock: Dana Detail" });
    expect(within(dialog).queryByText("PIN")).toBeNull();
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(["Start paid rest", "Start unpaid meal", "Clock out"]));
    await user.click(within(dialog).getByRole("button", { name: "Start unpaid meal" }));
    await waitFor(() => expect(punchBodies(fetchMock)).toEqual([{ userId: "u-2", action: "startBreak", breakKind: "meal" }]));
  });

  it("keeps the dialog open and clears the PIN when the server refuses it", async () => {
    useSessionStore.getState().setSession(signedInSession());
    mockServer(() => jsonResponse(envelope(null, { status: 400, message: "That PIN is not right.", code: "timeClock.pinWrong" })));
    const { user } = renderWithQuery(<TimeClockPage />);
    await user.click(await screen.findByRole("button", { name: /Casey Counter/ }));
    const dialog = await screen.findByRole("dialog", { name: "Time clock: Casey Counter" });
    await user.type(within(dialog).getByLabelText("PIN"), "9999");
    await user.click(within(dialog).getByRole("button", { name: "Clock in" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("That PIN is not right.");
    expect(screen.getByRole("dialog", { name: "Time clock: Casey Counter" })).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Clock in" }).hasAttribute("disabled")).toBe(true));
  });

  it("follows a punch made elsewhere: a time clock hint refetches the board and the tile changes", async () => {
    useSessionStore.getState().setSession(signedInSession());
    let people = [dana, me];
    const fetchMock = mockServer(
      () => jsonResponse(envelope(null)),
      () => people,
    );
    const { queryClient } = renderWithQuery(<TimeClockPage />);
    expect(await screen.findByText("1 on the clock, 0 on a break")).toBeTruthy();

    // The socket the app opens once signed in (socket.io mocked in the test setup): its hint handler.
    connectRealtime(queryClient, () => "tok");
    const socket = vi.mocked(io).mock.results.at(-1)?.value as { on: ReturnType<typeof vi.fn> };
    const onHint = socket.on.mock.calls.find(([event]) => event === realtimeEvent)?.[1] as (hint: RealtimeHint) => void;
    people = [dana, { ...me, state: "working", shiftId: "s-1", clockedInAt: "2026-06-10T15:30:00.000Z" }];
    act(() => onHint({ entity: "timeClock", id: "s-1", action: "clockIn" }));

    expect(await screen.findByText("2 on the clock, 0 on a break")).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Casey Counter.*On the clock since 11:30 AM$/ })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === "/api/time-clock")).toHaveLength(2);
  });

  it("says which day a shift or break began when it was before today, on the kiosk and in the dialog", async () => {
    useSessionStore.getState().setSession(signedInSession());
    // The board answers at noon on Wednesday 10 June in New York.
    const overnight: ClockPerson = { ...dana, userId: "u-3", name: "Nia Night", shiftId: "s-3", clockedInAt: "2026-06-10T02:30:00.000Z" };
    const forgotten: ClockPerson = { ...dana, userId: "u-4", name: "Flo Forgot", shiftId: "s-4", clockedInAt: "2026-06-08T11:30:00.000Z", flagged: true };
    mockServer(
      () => jsonResponse(envelope(null)),
      () => [dana, overnight, forgotten, me],
    );
    const { user } = renderWithQuery(<TimeClockPage />);
    expect(await screen.findByRole("button", { name: /^Dana Detail.*On the clock since 9:00 AM$/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Nia Night.*On the clock since yesterday 10:30 PM$/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Flo Forgot.*On the clock since Monday 7:30 AM$/ })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: /^Nia Night/ }));
    const dialog = await screen.findByRole("dialog", { name: "Time clock: Nia Night" });
    expect(within(dialog).getByText("On the clock since yesterday 10:30 PM")).toBeTruthy();
  });
});
