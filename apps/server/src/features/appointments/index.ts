// What other features use of appointments: reading one (inside a transaction too), booking inside
// another transaction (the public /book page), confirming (the confirm link, a YES reply), the
// trigger messages (reminders, missed), the realtime hint and the settings; and for the sales
// feature, the appointment checked in to a sale completed or let go of in that sale's transaction,
// announced with the sale's hint.
export { readAppointment, lockAppointment, lockPendingAppointment, assertPending } from "./appointment-read";
export { toAppointment, toAppointmentItem, toAppointmentLine } from "./appointment-dto";
export { bookAppointmentIn, priceAppointment, assertFits, type BookingOptions } from "./appointment-booking";
export { confirmAppointmentIn } from "./appointments.service";
export {
  queueAppointmentMessage,
  appointmentTemplateValues,
  type AppointmentTrigger,
  type AppointmentMessageOptions,
  type QueuedAppointmentMessage,
} from "./appointment-messages";
export { appointmentHint, APPOINTMENTS_HINT, APPOINTMENT_ENTITY } from "./appointment-hint";
export {
  readAppointmentSettings,
  readAppointmentContext,
  appointmentSettingsFrom,
  APPOINTMENT_SETTINGS_KEY,
  type AppointmentContext,
} from "./appointment-settings.service";
export { lockBookings, findHoldingBetween } from "./appointments.repository";
export { appointmentRoutes } from "./appointments.routes";
export { appointmentConfirmLink, appointmentConfirmToken } from "./appointment-confirm-token";
export { confirmNextByReply } from "./appointment-confirm.service";
export { sendDueReminders, startAppointmentReminderJob } from "./appointment-reminder-job";
export { markMissedAppointments, startAppointmentMissedJob } from "./appointment-missed-job";
export { bookingRoutes } from "./booking.routes";
export { announceAppointmentsOfSale, completeAppointmentOfSaleIn, releaseAppointmentOfSaleIn } from "./appointment-check-in-sale";
