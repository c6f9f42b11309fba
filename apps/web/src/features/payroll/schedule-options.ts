import { PAY_SCHEDULES, recurrenceLabels, type Recurrence } from "@washdesk/domain";

/** The pay schedules in the screens' order, as Select options. */
export const scheduleOptions = PAY_SCHEDULES.map((schedule) => ({ value: String(schedule), label: recurrenceLabels[schedule] }));

export const scheduleFrom = (value: string | null): Recurrence | null => {
  const found = PAY_SCHEDULES.find((schedule) => String(schedule) === value);
  return found ?? null;
};
