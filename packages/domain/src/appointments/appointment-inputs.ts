import { z } from "zod";
import { pageQuerySchema } from "../api/api-schemas";
import { enumValues, Recurrence, ServiceMode, VehicleType } from "../enums";
import { saleLineInputSchema } from "../sales/sale-inputs";
import { businessDate, limitMessages, messages, requiredPhone, requiredText, text } from "../validation";
import { SLOT_MINUTES } from "./appointment-duration";
import { appointmentInputWords, APPOINTMENT_STATUSES, MAX_APPOINTMENT_MINUTES, MAX_CALENDAR_DAYS, MAX_SERIES_COUNT } from "./appointment-rules";
import { appointmentSettingsWords, MAX_BAYS, MAX_BOOKING_DAYS_AHEAD, MAX_MISSED_AFTER_MINUTES, MAX_REMINDER_HOURS } from "./appointment-settings";

const wallTime = () => z.string({ error: messages.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: appointmentInputWords.time });
const vehicleTypeSchema = z.enum(enumValues(VehicleType));
const serviceModeSchema = z.literal(enumValues(ServiceMode));
const bayName = () => requiredText("label");

/** A length on the calendar's grid: whole slots, at least one. */
const durationMinutes = () =>
  z.coerce
    .number({ error: appointmentInputWords.duration })
    .int({ error: appointmentInputWords.duration })
    .min(SLOT_MINUTES, { error: appointmentInputWords.duration })
    .max(MAX_APPOINTMENT_MINUTES, { error: appointmentInputWords.duration })
    .refine((minutes) => minutes % SLOT_MINUTES === 0, { error: appointmentInputWords.duration });

/** How a series repeats and ends: after `count` appointments or on `until`, the first one included. */
export const recurrenceInputSchema = z
  .object({
    recurrence: z.literal(enumValues(Recurrence), { error: messages.required }),
    count: z.coerce
      .number()
      .int()
      .min(1, { error: appointmentInputWords.countRange })
      .max(MAX_SERIES_COUNT, { error: appointmentInputWords.countRange })
      .optional(),
    until: businessDate().optional(),
  })
  .refine((end) => (end.count === undefined) !== (end.until === undefined), { error: appointmentInputWords.endRequired, path: ["count"] });
export type RecurrenceInput = z.input<typeof recurrenceInputSchema>;

/** Which appointments of a series a change or a cancellation touches. */
export const seriesScopeSchema = z.enum(["one", "future"]).default("one");
export type SeriesScope = z.output<typeof seriesScopeSchema>;

const appointmentFields = {
  customerId: z.uuid({ error: appointmentInputWords.customerRequired }),
  /** One of the customer's vehicles; its type prices the lines. */
  vehicleId: z.uuid().nullable().optional(),
  /** The prices of a customer without a vehicle on file; ignored when vehicleId is given. */
  vehicleType: vehicleTypeSchema.nullable().optional(),
  serviceMode: serviceModeSchema.default(ServiceMode.Waiting),
  /** The services, priced as at the counter; their durations set the length unless durationMinutes is given. */
  lines: z
    .array(saleLineInputSchema, { error: appointmentInputWords.linesRequired })
    .min(1, { error: appointmentInputWords.linesRequired })
    .max(50, { error: limitMessages.itemsMax(50) }),
  /** The day and the wall-clock time on the shop's clock. */
  date: businessDate(),
  time: wallTime(),
  /** A length set by hand (resized on the calendar); left out: the lines' durations. */
  durationMinutes: durationMinutes().optional(),
  /** A named bay, or null: any free bay. */
  bay: bayName().nullable().optional(),
  /** The staff member who will do the work. */
  staffId: z.uuid().nullable().optional(),
  notes: text("note"),
  confirmed: z.boolean().default(false),
};

/** POST /api/appointments (Idempotency-Key): one appointment, or a series when `repeat` is given. */
export const appointmentCreateSchema = z.object({
  ...appointmentFields,
  notes: appointmentFields.notes.default(""),
  repeat: recurrenceInputSchema.optional(),
});
export type AppointmentCreate = z.input<typeof appointmentCreateSchema>;
export type AppointmentCreateValue = z.output<typeof appointmentCreateSchema>;

/**
 * PATCH /api/appointments/:id, only while Pending: the fields sent change. A new date, time or
 * length is a reschedule (checked against hours and bays again; AfterAppointmentRescheduled).
 * `scope: "future"` applies the change to this one and every later one of its series.
 */
// Without the create's defaults: a field left out keeps its value (a move must not reset the service mode or "confirmed").
const { serviceMode: _serviceModeWithDefault, confirmed: _confirmedWithDefault, ...changeableFields } = appointmentFields;
export const appointmentUpdateSchema = z
  .object({ ...changeableFields, serviceMode: serviceModeSchema, confirmed: z.boolean() })
  .partial()
  .extend({ scope: seriesScopeSchema });
export type AppointmentUpdate = z.input<typeof appointmentUpdateSchema>;
export type AppointmentUpdateValue = z.output<typeof appointmentUpdateSchema>;

/** POST /api/appointments/:id/cancel. */
export const appointmentCancelSchema = z.object({ scope: seriesScopeSchema, reason: text("reason").optional() });
export type AppointmentCancel = z.input<typeof appointmentCancelSchema>;

/** POST /api/appointments/:id/check-in: the register session the ticket is opened in, when one is open. */
export const appointmentCheckInSchema = z.object({ registerSessionId: z.uuid().nullable().optional() }).optional();
export type AppointmentCheckIn = z.input<typeof appointmentCheckInSchema>;

/** GET /api/appointments/calendar: from `from` through `to` (shop dates), at most MAX_CALENDAR_DAYS days. */
export const appointmentCalendarQuerySchema = z
  .object({ from: businessDate(), to: businessDate() })
  .refine((span) => span.from <= span.to, { error: appointmentInputWords.spanOrder, path: ["to"] });
export type AppointmentCalendarQuery = z.input<typeof appointmentCalendarQuerySchema>;
export { MAX_CALENDAR_DAYS };

/** GET /api/appointments: by start, soonest first from `from` (default today). */
export const appointmentListQuerySchema = pageQuerySchema.extend({
  from: businessDate().optional(),
  to: businessDate().optional(),
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  customerId: z.uuid().optional(),
  /** Matches the customer's name or phone, or the notes. */
  text: text("search").optional(),
});
export type AppointmentListQuery = z.input<typeof appointmentListQuerySchema>;

/** GET /api/appointments/free-slots. */
export const freeSlotsQuerySchema = z.object({
  date: businessDate(),
  durationMinutes: durationMinutes(),
  /** The appointment being moved, so it does not clash with itself. */
  ignoreId: z.uuid().optional(),
});
export type FreeSlotsQuery = z.input<typeof freeSlotsQuerySchema>;

const wholeSetting = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** PUT /api/settings/appointments (System Settings › Appointments). */
export const appointmentSettingsSchema = z.object({
  bays: z.union([
    wholeSetting(1, MAX_BAYS, appointmentSettingsWords.baysRange),
    z
      .array(requiredText("label").refine((name) => name.trim() !== "", { error: appointmentSettingsWords.bayNameRequired }))
      .min(1, { error: appointmentSettingsWords.baysRange })
      .max(MAX_BAYS, { error: appointmentSettingsWords.baysRange })
      .refine((names) => new Set(names.map((name) => name.trim().toLowerCase())).size === names.length, { error: appointmentSettingsWords.bayNamesUnique }),
  ]),
  reminderHours: wholeSetting(0, MAX_REMINDER_HOURS, appointmentSettingsWords.reminderRange),
  missedAfterMinutes: wholeSetting(5, MAX_MISSED_AFTER_MINUTES, appointmentSettingsWords.missedRange),
  onlineBooking: z.boolean(),
  bookingDaysAhead: wholeSetting(1, MAX_BOOKING_DAYS_AHEAD, appointmentSettingsWords.bookingDaysRange),
});
export type AppointmentSettingsInput = z.input<typeof appointmentSettingsSchema>;

/** GET /api/public/booking/slots. */
export const bookingSlotsQuerySchema = z.object({
  date: businessDate(),
  vehicleType: vehicleTypeSchema,
  /** Comma-separated product ids of the services chosen. */
  productIds: z
    .string({ error: appointmentInputWords.linesRequired })
    .transform((raw) => raw.split(",").filter((id) => id !== ""))
    .pipe(
      z
        .array(z.uuid())
        .min(1, { error: appointmentInputWords.linesRequired })
        .max(20, { error: limitMessages.itemsMax(20) }),
    ),
});
export type BookingSlotsQuery = z.input<typeof bookingSlotsQuerySchema>;

/** POST /api/public/booking: what a customer types on /book. */
export const bookingSchema = z.object({
  vehicleType: vehicleTypeSchema,
  productIds: z
    .array(z.uuid())
    .min(1, { error: appointmentInputWords.linesRequired })
    .max(20, { error: limitMessages.itemsMax(20) }),
  date: businessDate(),
  time: wallTime(),
  serviceMode: serviceModeSchema.default(ServiceMode.Waiting),
  name: requiredText("name"),
  phone: requiredPhone(),
  /** The plain question "May we text you about this appointment?"; without it only the booking itself is kept. */
  smsConsent: z.boolean().default(false),
  notes: text("note").default(""),
});
export type BookingInput = z.input<typeof bookingSchema>;
export type BookingValue = z.output<typeof bookingSchema>;
