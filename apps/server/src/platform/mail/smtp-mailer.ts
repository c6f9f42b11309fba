import nodemailer from "nodemailer";
import { PermanentDeliveryError, SENT } from "../outbox/delivery";
import type { Mailer } from "./mailer";

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587, or smtps:// for implicit TLS. */
  url: string;
  from: string;
  /** Cuts off a server that does not answer, so one stuck message cannot hold the worker. */
  timeoutMs?: number;
}

/** SMTP replies that reject the message or its recipient for good (5xx), not the connection. */
const REJECTED_MESSAGE_CODES = new Set(["EENVELOPE", "EMESSAGE"]);

export function smtpMailer(options: SmtpMailerOptions): Mailer {
  const timeoutMs = options.timeoutMs ?? 30_000;
  // Not pooled: the worker sends in short bursts, and an idle pooled connection would only time out.
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: "smtp",
    async send(message) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        });
        return SENT;
      } catch (error) {
        if (isPermanentRejection(error)) throw new PermanentDeliveryError(error instanceof Error ? error.message : String(error), { cause: error });
        throw error;
      }
    },
  };
}

function isPermanentRejection(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return typeof code === "string" && REJECTED_MESSAGE_CODES.has(code) && typeof responseCode === "number" && responseCode >= 500;
}
