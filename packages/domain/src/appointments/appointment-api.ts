import { z } from "zod";
import { defineApi } from "../api/define-api";
import {
  appointmentCalendarSchema,
  appointmentCheckedInSchema,
  appointmentItemSchema,
  appointmentPageSchema,
  appointmentSchema,
  appointmentSettingsViewSchema,
  bookingCatalogSchema,
  bookingSlotsSchema,
  freeSlotsSchema,
  publicAppointmentSchema,
} from "./appointment-contract";
import {
  appointmentCalendarQuerySchema,
  appointmentCancelSchema,
  appointmentCheckInSchema,
  appointmentCreateSchema,
  appointmentListQuerySchema,
  appointmentSettingsSchema,
  appointmentUpdateSchema,
  bookingSchema,
  bookingSlotsQuerySchema,
  freeSlotsQuerySchema,
} from "./appointment-inputs";
import { appointmentRoutes } from "./appointment-routes";
import { bookingRoutes } from "./booking-routes";

const params = z.object({ id: z.uuid() });
const tokenParams = z.object({ token: z.string().min(1).max(500) });

export const appointmentApi = defineApi("appointments", appointmentRoutes, {
  calendar: {
    summary: "The appointments of a day or a week (at most 7 days), with the bays and business hours to draw them by",
    querystring: appointmentCalendarQuerySchema,
    response: appointmentCalendarSchema,
  },
  list: {
    summary: "Appointments by start, soonest first; filter by dates, status, customer or text",
    querystring: appointmentListQuerySchema,
    response: appointmentPageSchema,
  },
  today: { summary: "Today's appointments on the shop's clock, by start", response: z.object({ items: z.array(appointmentItemSchema) }) },
  get: { summary: "An appointment with its lines", params, response: appointmentSchema },
  freeSlots: { summary: "The start times of a day at which an appointment of this length fits", querystring: freeSlotsQuerySchema, response: freeSlotsSchema },
  create: {
    summary:
      "Book an appointment (or a series with `repeat`); refused (409) naming the clash when hours or bays do not allow it. Texts AfterAppointmentMade and AdminAppointment",
    body: appointmentCreateSchema,
    response: appointmentSchema,
  },
  update: {
    summary: "Change, move or resize a Pending appointment (scope: one, or every future one of its series); a new time texts AfterAppointmentRescheduled",
    params,
    body: appointmentUpdateSchema,
    response: appointmentSchema,
  },
  confirm: { summary: "Mark a Pending appointment confirmed; texts AfterAppointmentConfirmed", params, response: appointmentSchema },
  cancel: {
    summary: "Cancel a Pending appointment (scope: one, or every future one of its series); activity Cancel, texts AfterAppointmentCancelled",
    params,
    body: appointmentCancelSchema,
    response: appointmentSchema,
  },
  checkIn: {
    summary:
      "Open a ticket at the counter with the appointment's customer, vehicle and lines; the same ticket on a repeated call. Completing that sale completes the appointment",
    params,
    body: appointmentCheckInSchema,
    response: appointmentCheckedInSchema,
  },
  settings: { summary: "Bays, reminder, missed and online booking settings", response: appointmentSettingsViewSchema },
  updateSettings: { summary: "Change the appointment settings", body: appointmentSettingsSchema, response: appointmentSettingsViewSchema },
});

export const bookingApi = defineApi("booking", bookingRoutes, {
  catalog: { summary: "The shop and the services customers may book online, with public prices", response: bookingCatalogSchema },
  slots: { summary: "The free start times of a day for the services chosen", querystring: bookingSlotsQuerySchema, response: bookingSlotsSchema },
  book: { summary: "Book online: a Pending appointment and, with consent, a confirmation text", body: bookingSchema, response: publicAppointmentSchema },
  open: { summary: "The appointment a confirm link points at", params: tokenParams, response: publicAppointmentSchema },
  confirm: { summary: "Confirm the appointment from its link; texts AfterAppointmentConfirmed", params: tokenParams, response: publicAppointmentSchema },
});
