import { AppointmentStatus, ServiceMode, type Appointment, type AppointmentCalendar, type AppointmentItem } from "@washdesk/domain";
import { jane, saleLine } from "../sales/sale-test-data";

// Shared data of the appointment component tests: Tuesday 1 December 2026 in a shop open 8 to 6.

export const DAY = "2026-12-01";
export const APPOINTMENT_ID = "a0000000-0000-4000-8000-000000000001";

export function calendarItem(overrides: Partial<AppointmentItem> = {}): AppointmentItem {
  return {
    id: APPOINTMENT_ID,
    status: AppointmentStatus.Pending,
    confirmed: true,
    vehicleType: "SUV",
    serviceMode: ServiceMode.Waiting,
    amount: 5488,
    start: "2026-12-01T14:00:00.000Z",
    end: "2026-12-01T15:00:00.000Z",
    date: DAY,
    time: "09:00",
    durationMinutes: 60,
    bay: null,
    staff: null,
    source: "staff",
    sale: null,
    customer: { id: jane.id, name: "Jane Doe", phone: "5551234567" },
    vehicle: { id: jane.vehicles[0]!.id, label: "2022 Toyota RAV4" },
    services: "Deluxe Wash",
    inSeries: false,
    ...overrides,
  };
}

export function makeCalendar(appointments: AppointmentItem[], overrides: Partial<AppointmentCalendar> = {}): AppointmentCalendar {
  const dates = [...new Set([DAY, ...appointments.map((item) => item.date)])];
  return {
    timeZone: "America/New_York",
    bays: ["Front", "Back"],
    bayNamesSet: true,
    days: dates.map((date) => ({ date, closed: false, opens: "08:00", closes: "18:00" })),
    appointments,
    ...overrides,
  };
}

export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  const { refundedQuantity: _none, ...line } = saleLine();
  return {
    id: APPOINTMENT_ID,
    status: AppointmentStatus.Pending,
    confirmed: false,
    confirmedAt: null,
    customer: { id: jane.id, name: jane.name, phone: jane.phone, email: jane.email, awardPoints: 0 },
    vehicle: { id: jane.vehicles[0]!.id, type: "SUV", make: "Toyota", model: "RAV4", year: "2022", color: "Blue", tag: "SUV123" },
    vehicleType: "SUV",
    serviceMode: ServiceMode.Waiting,
    lines: [{ ...line, durationMinutes: 60 }],
    subTotal: 5040,
    discountTotal: 560,
    taxTotal: 448,
    amount: 5488,
    start: "2026-12-01T14:00:00.000Z",
    end: "2026-12-01T15:00:00.000Z",
    date: DAY,
    time: "09:00",
    durationMinutes: 60,
    bay: null,
    staff: null,
    notes: "",
    source: "staff",
    series: null,
    sale: null,
    checkedInAt: null,
    reminderSentAt: null,
    cancelledAt: null,
    createdBy: { id: "u-1", name: "Casey Counter" },
    createdAt: "2026-11-20T15:07:00.000Z",
    updatedAt: "2026-11-20T15:07:00.000Z",
    ...overrides,
  };
}
