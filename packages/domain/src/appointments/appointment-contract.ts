import { z } from "zod";
import { enumValues, Recurrence, ServiceMode, VehicleType } from "../enums";
import { saleCustomerSchema, saleLineSchema, saleVehicleSchema } from "../sales/sale-contract";
import { APPOINTMENT_STATUSES } from "./appointment-rules";

// What the appointment routes answer. Instants are ISO strings; `date` and `time` are the same
// start on the shop's clock, which is what people read and what a series keeps across DST.

const money = () => z.number().int();
const person = z.object({ id: z.string(), name: z.string() });

export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);

/** A service line, priced as at the counter for the vehicle's type, with its duration. */
export const appointmentLineSchema = saleLineSchema.omit({ refundedQuantity: true }).extend({ durationMinutes: z.number().int().nullable() });
export type AppointmentLine = z.infer<typeof appointmentLineSchema>;

export const appointmentSchema = z.object({
  id: z.string(),
  status: appointmentStatusSchema,
  /** Confirmed by the customer (link or YES) or by staff; a Pending one not yet confirmed shows "Unconfirmed". */
  confirmed: z.boolean(),
  confirmedAt: z.string().nullable(),
  customer: saleCustomerSchema,
  vehicle: saleVehicleSchema.nullable(),
  vehicleType: z.enum(enumValues(VehicleType)).nullable(),
  serviceMode: z.literal(enumValues(ServiceMode)),
  lines: z.array(appointmentLineSchema),
  /** The lines' totals as priced when booked (the ticket is priced again at check-in). */
  subTotal: money(),
  discountTotal: money(),
  taxTotal: money(),
  amount: money(),
  start: z.string(),
  end: z.string(),
  /** The start on the shop's clock: YYYY-MM-DD and HH:MM. */
  date: z.string(),
  time: z.string(),
  durationMinutes: z.number().int(),
  /** The named bay it is held in, or null (any bay). */
  bay: z.string().nullable(),
  staff: person.nullable(),
  notes: z.string(),
  /** Booked by staff or by the customer on /book. */
  source: z.enum(["staff", "online"]),
  series: z.object({ id: z.string(), recurrence: z.literal(enumValues(Recurrence)), index: z.number().int(), count: z.number().int() }).nullable(),
  /** The ticket it was checked in to. */
  sale: z.object({ id: z.string(), number: z.number().int() }).nullable(),
  checkedInAt: z.string().nullable(),
  reminderSentAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdBy: person.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** One block on the calendar, one row of the list, one row of "today". */
export const appointmentItemSchema = appointmentSchema
  .pick({
    id: true,
    status: true,
    confirmed: true,
    vehicleType: true,
    serviceMode: true,
    amount: true,
    start: true,
    end: true,
    date: true,
    time: true,
    durationMinutes: true,
    bay: true,
    staff: true,
    source: true,
    sale: true,
  })
  .extend({
    customer: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
    vehicle: z.object({ id: z.string(), label: z.string() }).nullable(),
    /** The services' names, in order: "Full detail, Wax". */
    services: z.string(),
    inSeries: z.boolean(),
  });
export type AppointmentItem = z.infer<typeof appointmentItemSchema>;

const dayHoursSchema = z.object({ closed: z.boolean(), opens: z.string(), closes: z.string() });

/** GET /api/appointments/calendar: the columns and hours to draw, and the appointments of the span. */
export const appointmentCalendarSchema = z.object({
  timeZone: z.string(),
  /** The calendar's columns: the named bays, or "Bay 1"… for a number of bays. */
  bays: z.array(z.string()),
  bayNamesSet: z.boolean(),
  /** Business hours of each day of the span, by date. */
  days: z.array(z.object({ date: z.string() }).extend(dayHoursSchema.shape)),
  appointments: z.array(appointmentItemSchema),
});
export type AppointmentCalendar = z.infer<typeof appointmentCalendarSchema>;

export const appointmentPageSchema = z.object({
  items: z.array(appointmentItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AppointmentPage = z.infer<typeof appointmentPageSchema>;

export const freeSlotsSchema = z.object({ slots: z.array(z.object({ start: z.string(), time: z.string() })) });
export type FreeSlots = z.infer<typeof freeSlotsSchema>;

/** What checking in answers: the ticket opened at the counter (the same one on a repeated tap). */
export const appointmentCheckedInSchema = z.object({ appointment: appointmentSchema, sale: z.object({ id: z.string(), number: z.number().int() }) });
export type AppointmentCheckedIn = z.infer<typeof appointmentCheckedInSchema>;

export const appointmentSettingsViewSchema = z.object({
  bays: z.union([z.number().int(), z.array(z.string())]),
  reminderHours: z.number().int(),
  missedAfterMinutes: z.number().int(),
  onlineBooking: z.boolean(),
  bookingDaysAhead: z.number().int(),
});

/** GET /api/public/booking: only what a customer may see. */
export const bookingCatalogSchema = z.object({
  shop: z.object({ name: z.string(), phone: z.string(), logoUrl: z.string().nullable() }),
  open: z.boolean(),
  timeZone: z.string(),
  /** The first and last dates that can be booked (shop dates). */
  firstDate: z.string(),
  lastDate: z.string(),
  vehicleTypes: z.array(z.object({ value: z.enum(enumValues(VehicleType)), label: z.string() })),
  services: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      durationMinutes: z.number().int(),
      /** The price per vehicle type, tax as the counter shows it; a type missing cannot book it. */
      prices: z.array(z.object({ vehicleType: z.enum(enumValues(VehicleType)), price: money() })),
    }),
  ),
});
export type BookingCatalog = z.infer<typeof bookingCatalogSchema>;

export const bookingSlotsSchema = z.object({ durationMinutes: z.number().int(), slots: z.array(z.object({ time: z.string(), start: z.string() })) });
export type BookingSlots = z.infer<typeof bookingSlotsSchema>;

/** The customer's view of their appointment: after booking, and behind a confirm link. */
export const publicAppointmentSchema = z.object({
  shop: z.object({ name: z.string(), phone: z.string(), logoUrl: z.string().nullable() }),
  status: appointmentStatusSchema,
  confirmed: z.boolean(),
  /** "Sat 05 Dec, 2026 at 10:30 AM" on the shop's clock. */
  when: z.string(),
  services: z.array(z.object({ name: z.string(), amount: money() })),
  amount: money(),
  /** The link to confirm with, also after booking online; null once it cannot change. */
  confirmToken: z.string().nullable(),
});
export type PublicAppointment = z.infer<typeof publicAppointmentSchema>;
