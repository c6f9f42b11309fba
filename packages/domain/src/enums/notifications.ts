// Enumerations of messaging and the activity log (docs/product.md §3).
import type { EnumOption } from "./enum-helpers";

/** AfterTerminalOrder and AfterCashPayment share 2002 in docs/product.md, so labels are keyed by member name. */
export const NotificationTrigger = {
  SendReviewLink: 1,
  SendPaymentLink: 5,
  AfterInvoicePayment: 6,
  AfterOrderCompleted: 100,
  AfterCreditCardOrder: 201,
  AfterRefund: 500,
  AfterTerminalOrder: 2002,
  AfterCashPayment: 2002,
  AfterAppointmentMade: 6000,
  AfterAppointmentConfirmed: 6001,
  AdminAppointment: 6002,
  AppointmentReminder: 6003,
  AfterAppointmentCancelled: 6004,
  AfterAppointmentRescheduled: 6005,
  AfterAppointmentMissed: 6006,
} as const;
export type NotificationTrigger = (typeof NotificationTrigger)[keyof typeof NotificationTrigger];
export type NotificationTriggerName = keyof typeof NotificationTrigger;

export const notificationTriggerLabels: Record<NotificationTriggerName, string> = {
  SendReviewLink: "Send review link",
  SendPaymentLink: "Send payment link",
  AfterInvoicePayment: "After invoice payment",
  AfterOrderCompleted: "After order completed",
  AfterCreditCardOrder: "After credit card order",
  AfterRefund: "After refund",
  AfterTerminalOrder: "After terminal order",
  AfterCashPayment: "After cash payment",
  AfterAppointmentMade: "After appointment made",
  AfterAppointmentConfirmed: "After appointment confirmed",
  AdminAppointment: "Admin appointment",
  AppointmentReminder: "Appointment reminder",
  AfterAppointmentCancelled: "After appointment cancelled",
  AfterAppointmentRescheduled: "After appointment rescheduled",
  AfterAppointmentMissed: "After appointment missed",
};

const triggerNames = Object.keys(NotificationTrigger) as NotificationTriggerName[];

/** Every member name carrying this value: two names for 2002, none for an unknown value. */
export function notificationTriggerNames(value: number): NotificationTriggerName[] {
  return triggerNames.filter((name) => NotificationTrigger[name] === value);
}

/** One option per distinct value; a shared value lists every name it stands for. */
export function notificationTriggerOptions(): EnumOption<NotificationTrigger>[] {
  const values = [...new Set(Object.values(NotificationTrigger))];
  return values.map((value) => ({
    value,
    label: notificationTriggerNames(value)
      .map((name) => notificationTriggerLabels[name])
      .join(" / "),
  }));
}

export const ActivityAction = {
  Refresh: 0,
  Login: 10,
  Logout: 20,
  ClockIn: 30,
  ClockOut: 40,
  List: 50,
  New: 60,
  Edit: 70,
  EditVehicle: 71,
  Set: 72,
  Delete: 80,
  DeleteVehicle: 81,
  Search: 90,
  Details: 100,
  AddPayment: 110,
  Refund: 120,
  SeeProfile: 130,
  SendEmail: 1001,
  SendSms: 1002,
  SendBulkEmail: 1003,
  SendBulkSms: 1004,
  CloseDrops: 2000,
  OpenDrops: 2001,
  Completed: 3000,
  Cancel: 3001,
  RetryMessages: 4000,
  RunJobs: 4001,
  RebuildSummaries: 4002,
  DownloadBackup: 4003,
} as const;
export type ActivityAction = (typeof ActivityAction)[keyof typeof ActivityAction];
export const activityActionLabels: Record<ActivityAction, string> = {
  [ActivityAction.Refresh]: "Refresh",
  [ActivityAction.Login]: "Login",
  [ActivityAction.Logout]: "Logout",
  [ActivityAction.ClockIn]: "Clock in",
  [ActivityAction.ClockOut]: "Clock out",
  [ActivityAction.List]: "List",
  [ActivityAction.New]: "New",
  [ActivityAction.Edit]: "Edit",
  [ActivityAction.EditVehicle]: "Edit vehicle",
  [ActivityAction.Set]: "Set",
  [ActivityAction.Delete]: "Delete",
  [ActivityAction.DeleteVehicle]: "Delete vehicle",
  [ActivityAction.Search]: "Search",
  [ActivityAction.Details]: "Details",
  [ActivityAction.AddPayment]: "Add payment",
  [ActivityAction.Refund]: "Refund",
  [ActivityAction.SeeProfile]: "See profile",
  [ActivityAction.SendEmail]: "Send email",
  [ActivityAction.SendSms]: "Send SMS",
  [ActivityAction.SendBulkEmail]: "Send bulk email",
  [ActivityAction.SendBulkSms]: "Send bulk SMS",
  [ActivityAction.CloseDrops]: "Close drops",
  [ActivityAction.OpenDrops]: "Open drops",
  [ActivityAction.Completed]: "Completed",
  [ActivityAction.Cancel]: "Cancel",
  [ActivityAction.RetryMessages]: "Retry failed messages",
  [ActivityAction.RunJobs]: "Run background jobs",
  [ActivityAction.RebuildSummaries]: "Rebuild report summaries",
  [ActivityAction.DownloadBackup]: "Download backup",
};
