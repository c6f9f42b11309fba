import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppointmentStatus, headers, ServiceMode, type AppointmentItem } from "@washdesk/domain";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { cashierPermission, signedInSession } from "../../testing/session-fixtures";
import { setStationRegisterId } from "../registers";
import { makeSale, SALE_ID } from "../sales/sale-test-data";
import { mockPosServer, REGISTER_ID, SESSION_ID } from "./pos-test-server";
import { cartStorageKey } from "./use-pos-cart";

const SLOW = { timeout: 5000 };

beforeEach(() => {
  useSessionStore.getState().setSession(signedInSession({ name: "Cashier", permission: cashierPermission }));
  setStationRegisterId(REGISTER_ID);
});

afterEach(() => {
  useSessionStore.getState().clearSession();
  setStationRegisterId(null);
  localStorage.removeItem(cartStorageKey(REGISTER_ID));
  vi.unstubAllGlobals();
});

const APPOINTMENT_ID = "a9900000-0000-4000-8000-000000000001";

function appointmentItem(overrides: Partial<AppointmentItem> = {}): AppointmentItem {
  return {
    id: APPOINTMENT_ID,
    status: AppointmentStatus.Pending,
    confirmed: true,
    vehicleType: "SUV",
    serviceMode: ServiceMode.Waiting,
    amount: 5488,
    start: "2025-03-05T15:30:00.000Z",
    end: "2025-03-05T17:30:00.000Z",
    date: "2025-03-05",
    time: "10:30",
    durationMinutes: 120,
    bay: null,
    staff: null,
    source: "online",
    sale: null,
    customer: { id: "c-1", name: "Jane Doe", phone: "(555) 010-2000" },
    vehicle: { id: "v-1", label: "Toyota RAV4 · SUV123" },
    services: "Full detail, Wax",
    inSeries: false,
    ...overrides,
  };
}

/** The POS server with today's appointments, the check-in (answered by `checkIn`) and the resume. */
function mockAppointmentServer(items: AppointmentItem[], checkIn: () => Response = () => checkedIn()) {
  const sent: { path: string; body: Record<string, unknown>; key: string | null }[] = [];
  const server = mockPosServer({
    answer: (path, method, init) => {
      if (path === "/api/appointments/today") return jsonResponse(envelope({ items }));
      if (method !== "POST" || !(path.endsWith("/check-in") || path.endsWith("/resume"))) return undefined;
      sent.push({ path, body: JSON.parse(String(init.body ?? "{}")) as Record<string, unknown>, key: headerOf(init, headers.idempotencyKey) });
      if (path.endsWith("/check-in")) return checkIn();
      return jsonResponse(envelope(makeSale({ ticketLabel: "10:30 Jane Doe", resumedAt: "2025-03-05T15:31:00.000Z" })));
    },
  });
  return { ...server, sent };
}

function checkedIn() {
  return jsonResponse(envelope({ appointment: {}, sale: { id: SALE_ID, number: 7 } }, { message: "Checked in to ticket #7." }));
}

/** The counter, then its Appointments button (named with how many are still to check in). */
async function openAppointments(toCheckIn = 1) {
  const rendered = renderApp("/sales/pos");
  await screen.findByRole("button", { name: /^Add Deluxe Wash/ }, { timeout: 10_000 });
  await rendered.user.click(await screen.findByRole("button", { name: new RegExp(`^Appointments\\s*${toCheckIn}$`) }, SLOW));
  return { ...rendered, dialog: within(await screen.findByRole("dialog", { name: "Today's appointments" })) };
}

describe("today's appointments at the counter", { timeout: 45_000 }, () => {
  it("lists them with time, customer, vehicle, services and whether confirmed", async () => {
    mockAppointmentServer([
      appointmentItem(),
      appointmentItem({
        id: "a2",
        time: "14:00",
        confirmed: false,
        customer: { id: "c-2", name: "Sam Suv", phone: "" },
        vehicle: null,
        services: "Express wash",
      }),
      appointmentItem({ id: "a3", time: "08:00", status: AppointmentStatus.Completed, customer: { id: "c-3", name: "Early Bird", phone: "" } }),
    ]);
    const { dialog } = await openAppointments(2);
    const jane = within(dialog.getByRole("listitem", { name: "10:30 AM Jane Doe" }));
    expect(jane.getByText("Confirmed")).toBeTruthy();
    expect(jane.getByText("Toyota RAV4 · SUV123 · Full detail, Wax")).toBeTruthy();
    expect(jane.getByRole("button", { name: "Check in: 10:30 AM Jane Doe" })).toBeTruthy();
    const sam = within(dialog.getByRole("listitem", { name: "2:00 PM Sam Suv" }));
    expect(sam.getByText("Unconfirmed")).toBeTruthy();
    const done = within(dialog.getByRole("listitem", { name: "8:00 AM Early Bird" }));
    expect(done.getByText("Completed")).toBeTruthy();
    expect(done.queryByRole("button")).toBeNull();
  });

  it("checks one in with an idempotency key and opens its ticket in the cart", async () => {
    const { sent } = mockAppointmentServer([appointmentItem()]);
    const { user, dialog } = await openAppointments();
    await user.click(dialog.getByRole("button", { name: "Check in: 10:30 AM Jane Doe" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Today's appointments" })).toBeNull(), SLOW);
    expect(sent.map((s) => s.path)).toEqual([`/api/appointments/${APPOINTMENT_ID}/check-in`, `/api/sales/${SALE_ID}/resume`]);
    expect(sent[0]!.body).toEqual({ registerSessionId: SESSION_ID });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    const resumed = within(screen.getByRole("region", { name: "Resumed ticket" }));
    expect(resumed.getByText("Ticket 10:30 Jane Doe · Sale #7")).toBeTruthy();
  });

  it("says in plain words why a check-in was refused, and keeps the key for a retry", async () => {
    let attempt = 0;
    const { sent } = mockAppointmentServer([appointmentItem()], () => {
      attempt += 1;
      return attempt === 1
        ? jsonResponse(envelope(null, { status: 409, message: "This appointment is cancelled; it can't change any more.", code: "appointment.notPending" }))
        : checkedIn();
    });
    const { user, dialog } = await openAppointments();
    await user.click(dialog.getByRole("button", { name: "Check in: 10:30 AM Jane Doe" }));
    expect((await dialog.findByRole("alert")).textContent).toBe("This appointment is cancelled; it can't change any more.");
    await user.click(dialog.getByRole("button", { name: "Check in: 10:30 AM Jane Doe" }));
    await waitFor(() => expect(sent).toHaveLength(3), SLOW);
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });
});
