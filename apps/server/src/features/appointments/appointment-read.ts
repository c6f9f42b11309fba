import { appointmentRefusals, AppointmentStatus, type Appointment } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { refusalError } from "../../platform/errors";
import * as repo from "./appointments.repository";
import { toAppointment } from "./appointment-dto";

/** An appointment with its lines, as the routes answer it; usable inside a transaction. */
export async function readAppointment(db: Executor, id: string): Promise<Appointment> {
  const [header, lines] = await Promise.all([repo.findAppointmentHeader(db, id), repo.findLines(db, id)]);
  if (!header) throw refusalError(appointmentRefusals.notFound);
  return toAppointment(header, lines);
}

/** The appointment row, locked for the rest of the transaction. */
export async function lockAppointment(db: Executor, id: string): Promise<repo.AppointmentRow> {
  const row = await repo.lockAppointment(db, id);
  if (!row) throw refusalError(appointmentRefusals.notFound);
  return row;
}

/** Only a Pending appointment changes (moved, edited, confirmed, cancelled, checked in). */
export function assertPending(row: Pick<repo.AppointmentRow, "status">): void {
  if (row.status !== AppointmentStatus.Pending) throw refusalError(appointmentRefusals.notPending(row.status));
}

/** The appointment row locked, refused unless Pending. */
export async function lockPendingAppointment(db: Executor, id: string): Promise<repo.AppointmentRow> {
  const row = await lockAppointment(db, id);
  assertPending(row);
  return row;
}
