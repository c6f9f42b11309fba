import { deliveryStatusOf } from "@washdesk/domain";
import type { AppDeps } from "../deps";
import { startPeriodicJob, type PeriodicJob } from "../periodic-job";
import type { Mailer } from "../mail/mailer";
import type { SmsSender } from "../sms/sms-sender";
import { PermanentDeliveryError, type Delivery } from "./delivery";
import { claimDueMessages, markFailed, markNotSent, markSent, scheduleRetry, type ClaimedMessage } from "./outbox.repository";
import { defaultRetryPolicy, retryDelayMs, type RetryPolicy } from "./retry-policy";
import { automatedGateAt, type MessagePacing } from "./outbox-pacing";

export type OutboxWorkerDeps = Pick<AppDeps, "db" | "clock" | "log"> & Partial<Pick<AppDeps, "jobs">>;

export interface OutboxWorkerOptions {
  mailer: Mailer;
  sms: SmsSender;
  /** Pause between two looks for due messages. */
  intervalMs: number;
  /** Messages claimed (and sent side by side) at a time. */
  batchSize?: number;
  /** How long a claim keeps other workers off a message; longer than any provider timeout. */
  leaseMs?: number;
  retry?: RetryPolicy;
  /**
   * The shop's quiet hours and hourly caps, read at the start of each run (a change applies on the
   * next run). Without it automated and bulk messages go like any other.
   */
  pacing?: () => Promise<MessagePacing>;
  /**
   * What an automated or bulk e-mail ends with: the unsubscribe link and the shop's postal address
   * (features/campaigns), added when sent so every such e-mail has it, whoever queued it.
   */
  emailFooter?: (message: ClaimedMessage) => Promise<EmailFooter | null>;
  /**
   * Told once a message is recorded sent, not sent or failed, so the screens that show it (a
   * conversation's "Waiting to send") can refresh without waiting for a delivery report.
   */
  settled?: (message: ClaimedMessage) => void;
}

/** Added to an e-mail's two parts, with its headers. */
export interface EmailFooter {
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface OutboxRunSummary {
  sent: number;
  notSent: number;
  retried: number;
  failed: number;
}

/** runOnce sends everything due now; stop() waits for the messages in hand to be sent and recorded. */
export type OutboxWorker = PeriodicJob<OutboxRunSummary>;

const MAX_ERROR_LENGTH = 500;

export function startOutboxWorker(deps: OutboxWorkerDeps, options: OutboxWorkerOptions): OutboxWorker {
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const policy = options.retry ?? defaultRetryPolicy;

  const deliver = async (message: ClaimedMessage): Promise<Delivery> => {
    if (message.channel === "email") {
      const footer = message.origin !== "direct" && options.emailFooter ? await options.emailFooter(message) : null;
      if (!footer) return options.mailer.send({ to: message.recipient, subject: message.subject, text: message.body, html: message.html ?? undefined });
      const html = `${message.html ?? `<p>${escapeHtml(message.body).replace(/\n/g, "<br>")}</p>`}${footer.html}`;
      return options.mailer.send({ to: message.recipient, subject: message.subject, text: `${message.body}${footer.text}`, html, headers: footer.headers });
    }
    if (message.channel === "sms") return options.sms.send({ to: message.recipient, body: message.body });
    return Promise.reject(new PermanentDeliveryError(`unknown channel "${message.channel}"`));
  };

  const handle = async (message: ClaimedMessage): Promise<keyof OutboxRunSummary> => {
    const outcome = await record(message);
    if (outcome !== "retried") options.settled?.(message);
    return outcome;
  };

  const record = async (message: ClaimedMessage): Promise<keyof OutboxRunSummary> => {
    try {
      const delivery = await deliver(message);
      if (delivery.status === "sent") {
        await markSent(deps.db, message.id, deps.clock(), {
          id: delivery.providerId,
          status: delivery.providerStatus ? deliveryStatusOf(delivery.providerStatus) : null,
        });
        return "sent";
      }
      await markNotSent(deps.db, message.id, delivery.reason);
      return "notSent";
    } catch (error) {
      const problem = errorText(error);
      if (error instanceof PermanentDeliveryError || message.attempts >= policy.maxAttempts) {
        await markFailed(deps.db, message.id, problem);
        return "failed";
      }
      const at = new Date(deps.clock().getTime() + retryDelayMs(message.attempts, policy));
      await scheduleRetry(deps.db, message.id, at, problem);
      return "retried";
    }
  };

  const drain = async (job: { readonly stopping: boolean }): Promise<OutboxRunSummary> => {
    const summary: OutboxRunSummary = { sent: 0, notSent: 0, retried: 0, failed: 0 };
    const pacing = options.pacing ? await options.pacing() : null;
    for (;;) {
      const now = deps.clock();
      const claimed = await claimDueMessages(deps.db, now, batchSize, leaseMs, pacing ? automatedGateAt(now, pacing) : undefined);
      const outcomes = await Promise.all(claimed.map(handle));
      for (const outcome of outcomes) summary[outcome] += 1;
      // A short batch means nothing more is due; stopping ends the run between batches.
      if (claimed.length < batchSize || job.stopping) return summary;
    }
  };

  return startPeriodicJob({ name: "outbox", intervalMs: options.intervalMs, log: deps.log, board: deps.jobs, run: drain });
}

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
