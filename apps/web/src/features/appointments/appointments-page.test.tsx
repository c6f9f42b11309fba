import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AppointmentStatus, headers, Recurrence, wallClockAt, type AppointmentCalendar, type CustomerPage, type ProductSearchAnswer } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderAt } from "../../testing/render-at";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { deluxeWash, jane } from "../sales/sale-test-data";
import { APPOINTMENT_ID, calendarItem, DAY, makeAppointment, makeCalendar } from "./appointment-test-data";
import AppointmentsPage from "./appointments-page";

const SLOW = { timeout: 5000 };

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  key: string | null;
}

interface ServerOptions {
  calendar?: AppointmentCalendar;
  appointment?: ReturnType<typeof makeAppointment>;
  refuseUpdate?: string;
}

function mockServer({ calendar = makeCalendar([calendarItem()]), appointment = makeAppointment(), refuseUpdate }: ServerOptions = {}) {
  const sent: Sent[] = [];
  mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    const method = init.method ?? "GET";
    sent.push({
      method,
      path: pathname,
      query: searchParams,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      key: headerOf(init, headers.idempotencyKey),
    });
    if (pathname === "/api/appointments/free-slots") {
      return jsonResponse(
        envelope({
          slots: [
            { start: "", time: "08:00" },
            { start: "", time: "11:15" },
            { start: "", time: "15:00" },
          ],
        }),
      );
    }
    if (pathname === "/api/appointments/calendar") return jsonResponse(envelope(calendar));
    if (pathname === "/api/appointments" && method === "GET") {
      const page = Number(searchParams.get("page") ?? 1);
      const items = Array.from({ length: page === 3 ? 10 : 25 }, (_, index) =>
        calendarItem({ id: `a-${page}-${index}`, customer: { ...calendarItem().customer, name: `Customer ${page}-${index}` } }),
      );
      return jsonResponse(envelope({ items, total: 60, page, pageSize: 25 }));
    }
    if (pathname === `/api/appointments/${APPOINTMENT_ID}/confirm`)
      return jsonResponse(envelope({ ...appointment, confirmed: true }, { message: "Confirmed." }));
    if (pathname === `/api/appointments/${APPOINTMENT_ID}/cancel`) {
      return jsonResponse(envelope({ ...appointment, status: AppointmentStatus.Cancelled }, { message: "Appointment cancelled." }));
    }
    if (pathname === "/api/appointments" && method === "POST") return jsonResponse(envelope(makeAppointment(), { message: "Appointment booked." }));
    if (pathname === `/api/appointments/${APPOINTMENT_ID}` && method === "PATCH") {
      if (refuseUpdate)
        return jsonResponse(
          envelope({ fields: [{ field: "time", message: refuseUpdate }] }, { status: 409, message: refuseUpdate, code: "appointment.doesNotFit" }),
        );
      return jsonResponse(envelope(appointment, { message: "Appointment saved." }));
    }
    if (pathname === `/api/appointments/${APPOINTMENT_ID}`) return jsonResponse(envelope(appointment));
    if (pathname === "/api/customers") {
      const page: CustomerPage = { items: [jane], total: 1, page: 1, pageSize: 10 };
      return jsonResponse(envelope(page));
    }
    if (pathname === "/api/search/product") {
      const answer: ProductSearchAnswer = { count: 1, results: [deluxeWash] };
      return jsonResponse(envelope(answer));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return sent;
}

function open(search = `?date=${DAY}`) {
  useSessionStore.getState().setSession(signedInSession(ownerGroup));
  return renderAt(`/managements/appointments${search}`, "/managements/appointments", <AppointmentsPage />);
}

const blockOf = (name: RegExp) => screen.getByRole("button", { name }).closest<HTMLElement>("[data-appointment]")!;

describe("appointments calendar", { timeout: 60_000 }, () => {
  it("lays out the day by bay and time, with the status in words and Unconfirmed on a pending one", async () => {
    const sent = mockServer({
      calendar: makeCalendar([
        calendarItem({ id: "back", bay: "Back", time: "09:00" }),
        calendarItem({ id: "any", time: "09:30", durationMinutes: 30, confirmed: false, customer: { id: "c2", name: "Sam Lee", phone: "5550000000" } }),
        calendarItem({ id: "done", time: "11:00", status: AppointmentStatus.Completed, customer: { id: "c3", name: "Ana Ruiz", phone: "5550000001" } }),
        calendarItem({ id: "gone", time: "13:00", status: AppointmentStatus.Cancelled, customer: { id: "c4", name: "Bo Chen", phone: "5550000002" } }),
      ]),
    });
    open();
    await screen.findByRole("region", { name: "Day by bay" }, SLOW);
    expect(sent[0]?.query.get("from")).toBe(DAY);
    expect(sent[0]?.query.get("to")).toBe(DAY);
    expect(screen.getByRole("heading", { name: "Tuesday, 01 Dec, 2026" })).toBeTruthy();

    const back = blockOf(/^Back: 9:00 AM–10:00 AM Jane Doe, 2022 Toyota RAV4, Deluxe Wash, Confirmed$/);
    // The time column first, then Front, then Back.
    expect(back.style.gridColumn).toBe("3");
    expect(back.style.marginTop).toBe(`${4 * 22 + 1}px`);
    const any = blockOf(/Sam Lee/);
    expect(any.style.gridColumn).toBe("2");
    expect(within(any).getByText("Unconfirmed")).toBeTruthy();
    expect(within(blockOf(/Ana Ruiz/)).getByText("Completed")).toBeTruthy();
    const gone = blockOf(/Bo Chen/);
    expect(within(gone).getByText("Cancelled")).toBeTruthy();
    // Only Pending appointments move.
    expect(gone.getAttribute("draggable")).toBe("false");
    expect(back.getAttribute("draggable")).toBe("true");
    // Each bay's column of slots sits in its own grid column, under its header, whatever blocks hold.
    const columns = [...document.querySelectorAll<HTMLElement>("[data-column]")];
    expect(columns.map((column) => column.style.gridColumn)).toEqual(columns.map((_, index) => String(index + 2)));
  });

  it("shows the week from Sunday and steps a week at a time", async () => {
    const sent = mockServer();
    const { user } = open();
    await screen.findByRole("region", { name: "Day by bay" }, SLOW);
    await user.click(screen.getByRole("radio", { name: "Week" }));
    expect(await screen.findByRole("heading", { name: "Week of 29 Nov, 2026" }, SLOW)).toBeTruthy();
    await waitFor(() => expect(sent.some((call) => call.query.get("from") === "2026-11-29" && call.query.get("to") === "2026-12-05")).toBe(true));
    await user.click(screen.getByRole("button", { name: "Next week" }));
    expect(await screen.findByRole("heading", { name: "Week of 06 Dec, 2026" }, SLOW)).toBeTruthy();
    await waitFor(() => expect(sent.some((call) => call.query.get("from") === "2026-12-06" && call.query.get("to") === "2026-12-12")).toBe(true));
  });

  it("lists appointments a page at a time", async () => {
    const sent = mockServer();
    const { user } = open(`?view=list&from=${DAY}`);
    expect(await screen.findByText("Customer 1-0", undefined, SLOW)).toBeTruthy();
    expect(screen.getByText("1–25 of 60")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Customer 2-0", undefined, SLOW)).toBeTruthy();
    const lists = sent.filter((call) => call.path === "/api/appointments");
    expect(lists.at(-1)?.query.get("page")).toBe("2");
    expect(lists.at(-1)?.query.get("from")).toBe(DAY);
  });

  it("asks for a customer and a service, then books with an idempotency key", async () => {
    const sent = mockServer();
    const { user } = open();
    await screen.findByRole("region", { name: "Day by bay" }, SLOW);
    await user.click(screen.getByRole("button", { name: "New appointment" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New appointment" }, SLOW));
    await user.click(dialog.getByRole("button", { name: "Book appointment" }));
    expect(await dialog.findByText("Choose a customer, or add one.")).toBeTruthy();
    expect(sent.filter((call) => call.method === "POST")).toEqual([]);

    await user.type(dialog.getByLabelText("Customer", { selector: "input" }), "Jane");
    await user.click(await screen.findByRole("option", { name: /Jane Doe/ }, SLOW));
    await user.type(dialog.getByLabelText("Add product", { selector: "input" }), "Deluxe");
    await user.click(await screen.findByRole("option", { name: /Deluxe Wash/ }, SLOW));
    await user.click(dialog.getByRole("button", { name: "Book appointment" }));

    await waitFor(() => expect(sent.filter((call) => call.method === "POST")).toHaveLength(1), SLOW);
    const post = sent.find((call) => call.method === "POST")!;
    expect(post.path).toBe("/api/appointments");
    expect(post.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(post.body).toEqual({
      customerId: jane.id,
      vehicleId: jane.vehicles[0]!.id,
      vehicleType: "SUV",
      serviceMode: 2,
      lines: [{ productId: deluxeWash.id, quantity: 1, discount: { type: 0, rate: 0 }, staffIds: [] }],
      date: DAY,
      time: "08:00",
      bay: null,
      staffId: null,
      notes: "",
      confirmed: false,
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New appointment" })).toBeNull(), SLOW);
  });

  it("asks whether a change to a series is for this appointment only or this and following", async () => {
    const sent = mockServer({
      calendar: makeCalendar([calendarItem({ inSeries: true })]),
      appointment: makeAppointment({ series: { id: "s-1", recurrence: Recurrence.EveryWeek, index: 2, count: 6 } }),
    });
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: /9:00 AM–10:00 AM Jane Doe/ }, SLOW));
    const dialog = within(await screen.findByRole("dialog", { name: "Appointment" }, SLOW));
    expect(await dialog.findByText("Every week, 2 of 6", undefined, SLOW)).toBeTruthy();
    await user.type(dialog.getByLabelText("Notes"), "Bring the kids' seats in");
    await user.click(dialog.getByRole("button", { name: "Save changes" }));
    const question = within(await screen.findByRole("dialog", { name: "Repeating appointment" }, SLOW));
    expect(question.getByRole("button", { name: "This appointment only" })).toBeTruthy();
    await user.click(question.getByRole("button", { name: "This and following" }));
    await waitFor(() => expect(sent.filter((call) => call.method === "PATCH")).toHaveLength(1), SLOW);
    expect(sent.find((call) => call.method === "PATCH")?.body).toEqual({ notes: "Bring the kids' seats in", scope: "future" });
  });

  it("moves a block dropped on another slot, and puts it back with the server's words when the move is refused", async () => {
    const refusal = "Front is booked at 10:00 AM.";
    const sent = mockServer({ refuseUpdate: refusal });
    open();
    await screen.findByRole("region", { name: "Day by bay" }, SLOW);
    const block = blockOf(/9:00 AM–10:00 AM Jane Doe/);
    const target = document.querySelector<HTMLElement>(`[data-slot="${DAY} 10:00 Front"]`)!;
    fireEvent.dragStart(block);
    fireEvent.dragOver(target);
    fireEvent.drop(target);

    await waitFor(() => expect(sent.filter((call) => call.method === "PATCH")).toHaveLength(1), SLOW);
    expect(sent.find((call) => call.method === "PATCH")?.body).toEqual({ date: DAY, time: "10:00", bay: "Front", scope: "one" });
    const alert = (await screen.findByText("Not moved", undefined, SLOW)).closest<HTMLElement>("[role=alert]")!;
    expect(within(alert).getByText(refusal)).toBeTruthy();
    // Back where it was: 9:00, in no bay, the first column.
    await waitFor(() => expect(blockOf(/9:00 AM–10:00 AM Jane Doe/).style.gridColumn).toBe("2"));
  });

  it("resizes a block dragged by its bottom edge, in 15-minute steps", async () => {
    const sent = mockServer();
    open();
    await screen.findByRole("region", { name: "Day by bay" }, SLOW);
    const handle = document.querySelector<HTMLElement>(`[data-resize="${APPOINTMENT_ID}"]`)!;
    const target = document.querySelector<HTMLElement>(`[data-slot="${DAY} 10:15 Front"]`)!;
    fireEvent.dragStart(handle);
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    await waitFor(() => expect(sent.filter((call) => call.method === "PATCH")).toHaveLength(1), SLOW);
    expect(sent.find((call) => call.method === "PATCH")?.body).toEqual({ durationMinutes: 90, scope: "one" });
  });

  it("books at an empty slot clicked, in its bay and at its time", async () => {
    mockServer();
    const { user } = open();
    await screen.findByRole("region", { name: "Day by bay" }, SLOW);
    await user.click(document.querySelector<HTMLElement>(`[data-slot="${DAY} 10:30 Back"]`)!);
    const dialog = within(await screen.findByRole("dialog", { name: "New appointment" }, SLOW));
    expect((dialog.getByLabelText("Time", { selector: "input" }) as HTMLInputElement).value).toBe("10:30 AM");
    expect((dialog.getByLabelText("Bay", { selector: "input" }) as HTMLInputElement).value).toBe("Back");
  });

  it("opens on today with the now-line, and reads the calendar again on the appointments hint", async () => {
    const today = wallClockAt(Date.now(), "America/New_York").date;
    const sent = mockServer({ calendar: makeCalendar([], { days: [{ date: today, closed: false, opens: "00:00", closes: "24:00" }] }) });
    const { queryClient } = open("");
    await screen.findByRole("region", { name: "Day by bay" }, SLOW);
    expect(sent[0]?.query.get("from")).toBe(today);
    // A line across each bay of today.
    expect(screen.getAllByTestId("now-line")).toHaveLength(2);
    // What the realtime connection does with a hint: every query under its entity's key is read again.
    await queryClient.invalidateQueries({ queryKey: ["appointments"] });
    expect(sent.filter((call) => call.path === "/api/appointments/calendar")).toHaveLength(2);
  });

  it("confirms an appointment, and cancels one of a series with a reason, for this and the following ones", async () => {
    const sent = mockServer({
      calendar: makeCalendar([calendarItem({ inSeries: true, confirmed: false })]),
      appointment: makeAppointment({ series: { id: "s-1", recurrence: Recurrence.EveryOtherWeek, index: 1, count: 4 } }),
    });
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: /9:00 AM–10:00 AM Jane Doe/ }, SLOW));
    const dialog = within(await screen.findByRole("dialog", { name: "Appointment" }, SLOW));
    await user.click(await dialog.findByRole("button", { name: "Confirm" }, SLOW));
    await waitFor(() => expect(sent.some((call) => call.path === `/api/appointments/${APPOINTMENT_ID}/confirm` && call.method === "POST")).toBe(true));

    await user.click(dialog.getByRole("button", { name: "Cancel appointment" }));
    const cancelling = within(await screen.findByRole("dialog", { name: "Cancel appointment" }, SLOW));
    await user.type(cancelling.getByLabelText(/^Reason/), "Moving away");
    await user.click(cancelling.getByRole("radio", { name: "This and following" }));
    await user.click(cancelling.getByRole("button", { name: "Cancel appointment" }));
    await waitFor(() => expect(sent.filter((call) => call.path.endsWith("/cancel"))).toHaveLength(1), SLOW);
    expect(sent.find((call) => call.path.endsWith("/cancel"))?.body).toEqual({ scope: "future", reason: "Moving away" });
  });

  it("finds the next free time of the day for the appointment's length", async () => {
    const sent = mockServer();
    const { user } = open();
    await screen.findByRole("region", { name: "Day by bay" }, SLOW);
    await user.click(document.querySelector<HTMLElement>(`[data-slot="${DAY} 10:30 Front"]`)!);
    const dialog = within(await screen.findByRole("dialog", { name: "New appointment" }, SLOW));
    await user.click(dialog.getByRole("button", { name: "Next free time" }));
    await waitFor(() => expect((dialog.getByLabelText("Time", { selector: "input" }) as HTMLInputElement).value).toBe("11:15 AM"), SLOW);
    const asked = sent.find((call) => call.path === "/api/appointments/free-slots")!;
    expect(Object.fromEntries(asked.query)).toEqual({ date: DAY, durationMinutes: "15" });
  });
});
