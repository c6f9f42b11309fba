import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import axe from "axe-core";
import { appointmentRefusals, bookingRefusals, type BookingCatalog, type PublicAppointment } from "@washdesk/domain";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import PublicAppointmentPage from "./public-appointment-page";
import PublicBookingPage, { SMS_CONSENT } from "./public-booking-page";

const SLOW = { timeout: 5000 };
const TOKEN = "AAAAAAAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";
const DETAIL = "0d000000-0000-4000-8000-000000000001";
const WAX = "0d000000-0000-4000-8000-000000000002";

const shop = { name: "Sparkle Wash", phone: "(555) 010-0000", logoUrl: null };

const catalog: BookingCatalog = {
  shop,
  open: true,
  timeZone: "America/New_York",
  firstDate: "2025-03-06",
  lastDate: "2025-04-05",
  vehicleTypes: [
    { value: "Sedan", label: "Sedan" },
    { value: "SUV", label: "SUV" },
  ],
  services: [
    {
      id: DETAIL,
      name: "Full detail",
      description: "Inside and out",
      durationMinutes: 120,
      prices: [
        { vehicleType: "Sedan", price: 12000 },
        { vehicleType: "SUV", price: 15000 },
      ],
    },
    { id: WAX, name: "Hand wax", description: "", durationMinutes: 45, prices: [{ vehicleType: "Sedan", price: 4000 }] },
  ],
};

const booked = (overrides: Partial<PublicAppointment> = {}): PublicAppointment => ({
  shop,
  status: "Pending",
  confirmed: false,
  when: "Thu 06 Mar, 2025 at 10:30 AM",
  services: [{ name: "Full detail", amount: 15000 }],
  amount: 15000,
  confirmToken: TOKEN,
  ...overrides,
});

function renderAt(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/book" element={<PublicBookingPage />} />
        <Route path="/appointment/:token" element={<PublicAppointmentPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** WCAG A and AA findings of what is on the page (colours aside: jsdom draws nothing). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    rules: { "color-contrast": { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/book", { timeout: 30_000 }, () => {
  it("books a vehicle type, services with their prices, a free time, name and phone, and shows what was booked", async () => {
    const sent: { url: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      const { pathname, searchParams } = new URL(url, "http://localhost");
      if (pathname === "/api/public/booking/slots") {
        sent.push({ url, body: Object.fromEntries(searchParams) });
        return jsonResponse(
          envelope({
            durationMinutes: 120,
            slots: [
              { time: "10:30", start: "2025-03-06T15:30:00.000Z" },
              { time: "13:00", start: "x" },
            ],
          }),
        );
      }
      if (pathname === "/api/public/booking" && init.method === "POST") {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return jsonResponse(envelope(booked()));
      }
      if (pathname === "/api/public/booking") return jsonResponse(envelope(catalog));
      return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
    });
    renderAt("/book");
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Book an appointment" }, SLOW)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Book" }));
    expect(await screen.findByText("Choose your vehicle type.")).toBeTruthy();
    expect(screen.getByText("Choose the services and a date, then a time.")).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "SUV" }));
    // The wax has no SUV price: it cannot be booked for one.
    expect(screen.queryByRole("checkbox", { name: /Hand wax/ })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Full detail · $150.00" }));
    expect(screen.getByText("Total $150.00, paid at the shop")).toBeTruthy();
    // The first day open to booking is chosen already.
    expect(screen.getByLabelText<HTMLInputElement>(/^Date/).value).toBe("2025-03-06");
    await user.click(await screen.findByRole("radio", { name: "10:30 AM" }, SLOW));
    expect(sent[0]!.body).toEqual({ date: "2025-03-06", vehicleType: "SUV", productIds: DETAIL });

    await user.type(screen.getByRole("textbox", { name: /Your name/ }), "Jordan Lee");
    await user.type(screen.getByRole("textbox", { name: /Mobile phone/ }), "5550102000");
    const consent = screen.getByRole("checkbox", { name: SMS_CONSENT });
    expect((consent as HTMLInputElement).checked).toBe(false);
    await user.click(consent);
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Book" }));

    const done = await screen.findByRole("status", {}, SLOW);
    expect(within(done).getByRole("heading", { level: 1, name: "You're booked" })).toBeTruthy();
    expect(within(done).getByText("Thu 06 Mar, 2025 at 10:30 AM")).toBeTruthy();
    expect(sent[1]!.body).toEqual({
      vehicleType: "SUV",
      productIds: [DETAIL],
      date: "2025-03-06",
      time: "10:30",
      serviceMode: 2,
      name: "Jordan Lee",
      phone: "555 010 2000",
      smsConsent: true,
      notes: "",
    });
  });

  it.each([
    ["just taken", bookingRefusals.slotTaken],
    ["begun since the page loaded", appointmentRefusals.inThePast],
  ])("puts a refusal on its field: a time %s is asked again", async (_case, refusal) => {
    let slotReads = 0;
    mockFetch((url, init) => {
      const { pathname } = new URL(url, "http://localhost");
      if (pathname === "/api/public/booking/slots") {
        slotReads += 1;
        return jsonResponse(envelope({ durationMinutes: 45, slots: [{ time: "09:00", start: "x" }] }));
      }
      if (pathname === "/api/public/booking" && init.method === "POST") {
        return jsonResponse(
          envelope({ fields: [{ field: "time", message: String(refusal.message) }] }, { status: 409, message: String(refusal.message), code: refusal.code }),
        );
      }
      if (pathname === "/api/public/booking") return jsonResponse(envelope(catalog));
      return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
    });
    renderAt("/book");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "Sedan" }, SLOW));
    await user.click(screen.getByRole("checkbox", { name: "Hand wax · $40.00" }));
    await user.click(await screen.findByRole("radio", { name: "9:00 AM" }, SLOW));
    await user.type(screen.getByRole("textbox", { name: /Your name/ }), "Sam");
    await user.type(screen.getByRole("textbox", { name: /Mobile phone/ }), "5550102001");
    await user.click(screen.getByRole("button", { name: "Book" }));
    expect(await screen.findByText(String(refusal.message), {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(slotReads).toBe(2));
  });

  it("says so plainly when online booking is closed", async () => {
    mockFetch(() => jsonResponse(envelope({ ...catalog, open: false })));
    renderAt("/book");
    expect((await screen.findByRole("alert", {}, SLOW)).textContent).toBe(`${bookingRefusals.closed.message} ${shop.phone}`);
  });
});

describe("/appointment/:token", { timeout: 30_000 }, () => {
  it("shows the appointment and confirms it", async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === `/api/public/appointments/${TOKEN}/confirm` && init.method === "POST") return jsonResponse(envelope(booked({ confirmed: true })));
      if (url === `/api/public/appointments/${TOKEN}`) return jsonResponse(envelope(booked()));
      return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
    });
    renderAt(`/appointment/${TOKEN}`);
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Your appointment" }, SLOW)).toBeTruthy();
    expect(screen.getByText("Thu 06 Mar, 2025 at 10:30 AM")).toBeTruthy();
    expect(screen.getByText("Not confirmed yet.")).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Confirm my appointment" }));
    expect(await screen.findByText("Thank you, your appointment is confirmed.", {}, SLOW)).toBeTruthy();
    expect(screen.getByText("Confirmed. See you then!")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm my appointment" })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(`/api/public/appointments/${TOKEN}/confirm`, expect.objectContaining({ method: "POST" }));
  });

  it("says a bad link cannot be used", async () => {
    const refusal = bookingRefusals.linkInvalid;
    mockFetch(() => jsonResponse(envelope(null, { status: 404, message: refusal.message, code: refusal.code })));
    renderAt(`/appointment/${TOKEN}`);
    expect((await screen.findByRole("alert", {}, SLOW)).textContent).toContain(refusal.message);
  });
});
