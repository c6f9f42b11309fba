/**
 * What a provider made of one message. A thrown error means "not delivered, try again later";
 * a PermanentDeliveryError means retrying cannot help.
 */
export type Delivery = { status: "sent"; providerId?: string; providerStatus?: string } | { status: "not_sent"; reason: string };

export const SENT: Delivery = { status: "sent" };

/** The embedded default: the message is kept in its log, and nobody is contacted. */
export const NOT_SENT_NO_PROVIDER: Delivery = { status: "not_sent", reason: "not sent: no provider configured" };

/** The provider refused the message itself (a bad address or number): the worker gives up at once. */
export class PermanentDeliveryError extends Error {
  override name = "PermanentDeliveryError";
}
