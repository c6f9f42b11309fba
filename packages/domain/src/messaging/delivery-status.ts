// A text's delivery as the provider reports it in status callbacks (Twilio's MessageStatus).
// Callbacks can arrive out of order: the status only moves forward, so a late "sent" never turns
// a delivered message back; the history keeps every report as it came.

export const DELIVERY_STATUSES = ["queued", "sent", "delivered", "undelivered", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const RANK: Record<DeliveryStatus, number> = { queued: 0, sent: 1, delivered: 2, undelivered: 2, failed: 2 };

/** The provider's word for a status, as one of ours; null for one that says nothing of delivery (receiving, read…). */
export function deliveryStatusOf(providerStatus: string): DeliveryStatus | null {
  switch (providerStatus.toLowerCase()) {
    case "accepted":
    case "scheduled":
    case "queued":
    case "sending":
      return "queued";
    case "sent":
      return "sent";
    case "delivered":
    case "read":
      return "delivered";
    case "undelivered":
      return "undelivered";
    case "failed":
    case "canceled":
      return "failed";
    default:
      return null;
  }
}

/** The status after a report: the reported one when it is further along, else the current one (a final status stays). */
export function advanceDeliveryStatus(current: DeliveryStatus | null, reported: DeliveryStatus): DeliveryStatus {
  if (current === null) return reported;
  return RANK[reported] > RANK[current] ? reported : current;
}
