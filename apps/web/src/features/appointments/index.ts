// What other features may use of appointments: the status badges ("Unconfirmed", Completed, Missed, Cancelled).
export { AppointmentStatusBadges, isUnconfirmed, statusColor } from "./appointment-status";
