import { APPOINTMENT_LINK_DAYS, appointmentLinkPath } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { linkSigningKey, readLinkToken, signLinkToken } from "../../platform/signed-link-token";

// An appointment's confirm link names the appointment, signed (platform/signed-link-token.ts) under
// a key of its own purpose: a payment or review link's token opens no appointment, and the reverse.
const PURPOSE = "washdesk appointment-link token v1";
const DAY_MS = 86_400_000;

export const appointmentLinkSigningKey = (settingsKey: Buffer | undefined): Buffer => linkSigningKey(settingsKey, PURPOSE);

/** The token of an appointment's link: it opens for APPOINTMENT_LINK_DAYS from now. */
export function appointmentConfirmToken(deps: Pick<AppDeps, "config" | "clock">, appointmentId: string): string {
  const expiresAt = new Date(deps.clock().getTime() + APPOINTMENT_LINK_DAYS * DAY_MS);
  return signLinkToken(appointmentLinkSigningKey(deps.config.settingsKey), { id: appointmentId, expiresAt });
}

/** The shop's address as customers reach it: PUBLIC_URL, else this server's own port. */
const linkBase = (deps: Pick<AppDeps, "config">) => deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;

/**
 * The confirm link texted to the customer (the `link` of the appointment templates, and
 * bookAppointmentIn's confirmLink): the page where they see and confirm their appointment.
 */
export const appointmentConfirmLink = (deps: Pick<AppDeps, "config" | "clock">, appointmentId: string): string =>
  `${linkBase(deps)}${appointmentLinkPath(appointmentConfirmToken(deps, appointmentId))}`;

/** The appointment a token this server signed names, while the link still opens; null for anything else. */
export function readAppointmentToken(deps: Pick<AppDeps, "config" | "clock">, token: string): string | null {
  const claims = readLinkToken(appointmentLinkSigningKey(deps.config.settingsKey), token);
  if (!claims || claims.expiresAt.getTime() <= deps.clock().getTime()) return null;
  return claims.id;
}
