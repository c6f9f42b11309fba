// What other features use of appointments: the sales feature completes or lets go of the appointment
// checked in to a sale in that sale's transaction, and announces it with the sale's hint.
export { announceAppointmentsOfSale, completeAppointmentOfSaleIn, releaseAppointmentOfSaleIn } from "./appointment-check-in-sale";
export { appointmentCheckInRoutes } from "./appointment-check-in.routes";
