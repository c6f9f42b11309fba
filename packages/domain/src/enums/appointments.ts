// Enumerations of appointments (docs/product.md §3).

/** docs/product.md does not show numeric values, so the members carry their own names. */
export const AppointmentStatus = {
  Pending: "Pending",
  Completed: "Completed",
  Missed: "Missed",
  Cancelled: "Cancelled",
} as const;
export type AppointmentStatus = (typeof AppointmentStatus)[keyof typeof AppointmentStatus];
export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  [AppointmentStatus.Pending]: "Pending",
  [AppointmentStatus.Completed]: "Completed",
  [AppointmentStatus.Missed]: "Missed",
  [AppointmentStatus.Cancelled]: "Cancelled",
};

export const ServiceMode = { DropOff: 1, Waiting: 2 } as const;
export type ServiceMode = (typeof ServiceMode)[keyof typeof ServiceMode];
export const serviceModeLabels: Record<ServiceMode, string> = {
  [ServiceMode.DropOff]: "Drop off",
  [ServiceMode.Waiting]: "Waiting",
};
