import { defineRoutes } from "../api/route-contract";

/**
 * Appointments (docs/product.md §2 /managements/appointments): the calendar by bay, the list, the
 * changes that text the customer, and check-in to a ticket at the counter.
 */
export const appointmentRoutes = defineRoutes({
  /** Every appointment of a span of days (a day or a week view), with the bays and hours to draw. */
  calendar: { method: "GET", path: "/api/appointments/calendar", access: ["management.appointment"] },
  /** The list view: paginated, filtered by status, customer, text and dates. */
  list: { method: "GET", path: "/api/appointments", access: ["management.appointment"] },
  // Today's appointments are read at the counter and on the dashboard by people who may not manage the calendar.
  today: { method: "GET", path: "/api/appointments/today", access: ["management.appointment", "sales.pos.new", "dashboard.daily"] },
  get: { method: "GET", path: "/api/appointments/:id", access: ["management.appointment", "sales.pos.new"] },
  /** The free start times of a day for an appointment of a given length (the dialog's "next free time"). */
  freeSlots: { method: "GET", path: "/api/appointments/free-slots", access: ["management.appointment"] },
  create: { method: "POST", path: "/api/appointments", access: ["management.appointment"], idempotent: true },
  /** Change, move or resize one appointment or every future one of its series. */
  update: { method: "PATCH", path: "/api/appointments/:id", access: ["management.appointment"] },
  /** Staff mark it confirmed (the customer confirms by link or by replying YES). */
  confirm: { method: "POST", path: "/api/appointments/:id/confirm", access: ["management.appointment"] },
  /** Cancel one appointment or every future one of its series; activity Cancel. */
  cancel: { method: "POST", path: "/api/appointments/:id/cancel", access: ["management.appointment"] },
  // Checking in rings up a ticket, so it takes the right to use the counter.
  checkIn: { method: "POST", path: "/api/appointments/:id/check-in", access: ["sales.pos.new"], idempotent: true },
  // The bays, reminder and missed settings: a System Settings section, read by the calendar too.
  settings: { method: "GET", path: "/api/settings/appointments", access: ["settings.system.utility", "management.appointment"] },
  updateSettings: { method: "PUT", path: "/api/settings/appointments", access: ["settings.system.utility"] },
});
