import {
  appointmentMinutes,
  Recurrence,
  ServiceMode,
  type Appointment,
  type AppointmentCreate,
  type AppointmentUpdate,
  type RecurrenceInput,
} from "@washdesk/domain";
import { draftFromSale, draftVehicleType, emptyDraft, type SaleDraft } from "../sales";

/** How a new appointment repeats: not at all, or by a Recurrence value as text. */
export type RepeatChoice = "none" | `${Recurrence}`;

/** An appointment being written: a sale's party and lines, and when, where and by whom. */
export interface AppointmentDraft extends SaleDraft {
  date: string;
  /** HH:MM on the shop's clock. */
  time: string;
  /** The length set by hand, as typed; "" takes the services' durations. */
  durationMinutes: number | string;
  bay: string | null;
  staff: { id: string; name: string } | null;
  confirmed: boolean;
  repeat: RepeatChoice;
  endBy: "count" | "until";
  count: number | string;
  until: string;
}

export interface DraftStart {
  date: string;
  time: string;
  bay: string | null;
}

export const emptyAppointmentDraft = (start: DraftStart): AppointmentDraft => ({
  ...emptyDraft(),
  serviceMode: ServiceMode.Waiting,
  date: start.date,
  time: start.time,
  durationMinutes: "",
  bay: start.bay,
  staff: null,
  confirmed: false,
  repeat: "none",
  endBy: "count",
  count: 4,
  until: "",
});

export function draftFromAppointment(appointment: Appointment): AppointmentDraft {
  return {
    ...draftFromSale({
      customer: appointment.customer,
      vehicle: appointment.vehicle,
      vehicleType: appointment.vehicleType,
      serviceMode: appointment.serviceMode,
      notes: appointment.notes,
      lines: appointment.lines,
    }),
    date: appointment.date,
    time: appointment.time,
    durationMinutes: appointment.durationMinutes,
    bay: appointment.bay,
    staff: appointment.staff,
    confirmed: appointment.confirmed,
    repeat: "none",
    endBy: "count",
    count: 4,
    until: "",
  };
}

/** The length the services make (their durations, rounded up to the grid); durations not known yet count as none. */
export function servicesMinutes(draft: SaleDraft, durations: ReadonlyMap<string, number | null>): number {
  return appointmentMinutes(draft.lines.map((line) => ({ durationMinutes: durations.get(line.productId) ?? null, quantity: line.quantity ?? 1 })));
}

/** A number as typed: "" is missing (undefined), anything else is left for the schema to judge. */
const typed = (value: number | string): number | string | undefined => (value === "" ? undefined : value);

function repeatBody(draft: AppointmentDraft): RecurrenceInput | undefined {
  if (draft.repeat === "none") return undefined;
  const recurrence = Number(draft.repeat) as Recurrence;
  return draft.endBy === "count" ? { recurrence, count: typed(draft.count) as number | undefined } : { recurrence, until: draft.until };
}

const lineBodies = (draft: SaleDraft) =>
  draft.lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity ?? 1,
    discount: { type: line.discount.type, rate: line.discount.rate ?? 0 },
    staffIds: line.staffIds,
  }));

/** POST /api/appointments body; checked by the domain schema before it is sent. */
export function appointmentCreateBody(draft: AppointmentDraft): AppointmentCreate {
  return {
    // "" is not a customer: the schema answers "Choose a customer, or add one."
    customerId: draft.customer?.id ?? "",
    vehicleId: draft.customer ? draft.vehicleId : null,
    vehicleType: draftVehicleType(draft),
    serviceMode: draft.serviceMode ?? ServiceMode.Waiting,
    lines: lineBodies(draft),
    date: draft.date,
    time: draft.time,
    durationMinutes: typed(draft.durationMinutes) as number | undefined,
    bay: draft.bay,
    staffId: draft.staff?.id ?? null,
    notes: draft.notes.trim(),
    confirmed: draft.confirmed,
    repeat: repeatBody(draft),
  };
}

/** PATCH /api/appointments/:id body: only what changed, so an unchanged time is not a reschedule. */
export function appointmentUpdateBody(draft: AppointmentDraft, initial: AppointmentDraft): Omit<AppointmentUpdate, "scope"> {
  const now = appointmentCreateBody(draft);
  const before = appointmentCreateBody(initial);
  const body: Record<string, unknown> = {};
  for (const key of [
    "customerId",
    "vehicleId",
    "vehicleType",
    "serviceMode",
    "lines",
    "date",
    "time",
    "durationMinutes",
    "bay",
    "staffId",
    "notes",
    "confirmed",
  ] as const) {
    if (JSON.stringify(now[key]) !== JSON.stringify(before[key])) body[key] = now[key];
  }
  return body as Omit<AppointmentUpdate, "scope">;
}
