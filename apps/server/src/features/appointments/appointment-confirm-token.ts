import { APPOINTMENT_LINK_DAYS_AFTER_START, appointmentLinkPath } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { linkSigningKey, readLinkToken, signLinkToken } from "../../platform/signed-link-token";

// An appointment's confirm link names the appointment, signed (platform/signed-link-token.ts) under
// a key of its own purpose: a payment or review link's token opens no appointment, and the reverse.
const PURPOSE = "washdesk appointment-link token v1";
const DAY_MS = 86_400_000;

/** What a link is made for: the appointment and its start, which sets how long the link opens. */
export interface LinkedAppointment {
  id: string;
  startAt: Date;
}

export const appointmentLinkSigningKey = (settingsKey: Buffer | undefined): Buffer => linkSigningKey(settingsKey, PURPOSE);

/** The token of an appointment's link: it opens until APPOINTMENT_LINK_DAYS_AFTER_START days after the start. */
export function appointmentConfirmToken(deps: Pick<AppDeps, "config">, appointment: LinkedAppointment): string {
  const expiresAt = new Date(appointment.startAt.getTime() + APPOINTMENT_LINK_DAYS_AFTER_START * DAY_MS);
  return signLinkToken(appointmentLinkSigningKey(deps.config.settingsKey), { id: appointment.id, expiresAt });
}

/** The shop's address as customers reach it: PUBLIC_URL, else this server's own port. */
const linkBase = (deps: Pick<AppDeps, "config">) => deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;

/** The confirm link texted to the customer (the `link` of the appointment templates). */
export const appointmentConfirmLink = (deps: Pick<AppDeps, "config">, appointment: LinkedAppointment): string =>
  `${linkBase(deps)}${appointmentLinkPath(appointmentConfirmToken(deps, appointment))}`;

/** The appointment a token this server signed names, while the link still opens; null for anything else. */
export function readAppointmentToken(deps: Pick<AppDeps, "config" | "clock">, token: string): string | null {
  const claims = readLinkToken(appointmentLinkSigningKey(deps.config.settingsKey), token);
  if (!claims || claims.expiresAt.getTime() <= deps.clock().getTime()) return null;
  return claims.id;
}
