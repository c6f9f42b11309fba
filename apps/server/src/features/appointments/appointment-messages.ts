import { formatAppointmentWhen, normalizePhone, NotificationTrigger, vehicleDescription, type Appointment, type TemplateValues } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { enqueueMessage, type MessageChannel } from "../../platform/outbox/enqueue-message";
import { readShopSettings, renderMessage } from "../settings";
import { findMessageCustomer } from "./appointments.repository";
import { APPOINTMENT_ENTITY } from "./appointment-hint";
import { readAppointment } from "./appointment-read";

/** The triggers of appointments (docs/product.md §3 Notification triggers, 6000–6006). */
export type AppointmentTrigger =
  | typeof NotificationTrigger.AfterAppointmentMade
  | typeof NotificationTrigger.AfterAppointmentConfirmed
  | typeof NotificationTrigger.AdminAppointment
  | typeof NotificationTrigger.AppointmentReminder
  | typeof NotificationTrigger.AfterAppointmentCancelled
  | typeof NotificationTrigger.AfterAppointmentRescheduled
  | typeof NotificationTrigger.AfterAppointmentMissed;

export interface AppointmentMessageOptions {
  /** The confirm link ({{link}}), when the caller made one; empty otherwise. */
  link?: string;
  /** Who caused it, for the logs; null or left out for the shop's own rules and the customer. */
  createdBy?: string | null;
}

export interface QueuedAppointmentMessage {
  channel: MessageChannel;
  recipient: string;
  outboxId: number;
  /** Written as not sent: the number opted out of texts. */
  skipped: boolean;
}

/** The template's values of an appointment: its start on the shop's clock as customers read it. */
export function appointmentTemplateValues(appointment: Appointment, link = ""): TemplateValues {
  return {
    customerName: appointment.customer.name,
    vehicle: appointment.vehicle ? vehicleDescription(appointment.vehicle) : "",
    appointmentTime: formatAppointmentWhen(appointment.date, appointment.time),
    services: appointment.lines.map((line) => (line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name)).join(", "),
    link,
  };
}

interface Destination {
  channel: MessageChannel;
  recipient: string;
  customerId: string | null;
}

/**
 * Where a trigger's message goes. A customer's: by text when they have a number and take texts,
 * by e-mail when they have an address and take e-mails (docs/product.md §3 Customer alert); a
 * deleted customer gets nothing. AdminAppointment: the shop's own phone and e-mail (General settings).
 */
async function destinationsOf(db: Executor, trigger: AppointmentTrigger, appointment: Appointment): Promise<Destination[]> {
  const destinations: Destination[] = [];
  if (trigger === NotificationTrigger.AdminAppointment) {
    const { website } = await readShopSettings(db);
    const phone = normalizePhone(website.phone);
    if (phone) destinations.push({ channel: "sms", recipient: phone, customerId: null });
    if (website.email.trim() !== "") destinations.push({ channel: "email", recipient: website.email.trim(), customerId: null });
    return destinations;
  }
  const customer = appointment.customer.id ? await findMessageCustomer(db, appointment.customer.id) : null;
  if (!customer || customer.deletedAt) return destinations;
  const phone = normalizePhone(customer.phone);
  if (customer.alertSms && phone) destinations.push({ channel: "sms", recipient: phone, customerId: customer.id });
  if (customer.alertEmail && customer.email.trim() !== "") destinations.push({ channel: "email", recipient: customer.email.trim(), customerId: customer.id });
  return destinations;
}

/**
 * Queues a trigger's message about an appointment in the caller's transaction, in the words of its
 * template on each channel the recipient takes (a template the shop turned off sends nothing on its
 * channel). They are automated messages, as review requests are: quiet hours and the hourly caps
 * hold them in the outbox, and a text to a number that opted out is kept as not sent.
 */
export async function queueAppointmentMessage(
  db: Executor,
  trigger: AppointmentTrigger,
  appointmentOrId: Appointment | string,
  options: AppointmentMessageOptions = {},
): Promise<QueuedAppointmentMessage[]> {
  const appointment = typeof appointmentOrId === "string" ? await readAppointment(db, appointmentOrId) : appointmentOrId;
  const values = appointmentTemplateValues(appointment, options.link);
  const queued: QueuedAppointmentMessage[] = [];
  for (const destination of await destinationsOf(db, trigger, appointment)) {
    const message = await renderMessage(db, trigger, destination.channel, values);
    if (!message) continue;
    const row = await enqueueMessage(db, {
      ...message,
      recipient: destination.recipient,
      entity: APPOINTMENT_ENTITY,
      entityId: appointment.id,
      createdBy: options.createdBy ?? null,
      origin: "automated",
      customerId: destination.customerId,
    });
    queued.push({ channel: destination.channel, recipient: destination.recipient, outboxId: row.id, skipped: row.skipped });
  }
  return queued;
}
