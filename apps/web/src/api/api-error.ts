import { ErrorCode, type Envelope } from "@washdesk/domain";

/** A refused or failed call, carrying the server's envelope so screens can read message and status. */
export class ApiError extends Error {
  readonly envelope: Envelope<unknown>;

  constructor(envelope: Envelope<unknown>) {
    super(envelope.message || `Request failed (${envelope.status})`);
    this.name = "ApiError";
    this.envelope = envelope;
  }

  get status(): number {
    return this.envelope.status;
  }

  /** What went wrong, for a screen to decide on (never the message, which is for people). */
  get code(): string {
    return this.envelope.code ?? ErrorCode.unexpected;
  }
}
