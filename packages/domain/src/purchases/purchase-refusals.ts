import { refusalTable } from "../api/refusal";

/**
 * Every refusal of purchases, with its code ("purchase.<name>"); the server throws these. A line's
 * product names its own field (products.<index>.productId) when thrown.
 */
export const purchaseRefusals = refusalTable("purchase", {
  notFound: { kind: "notFound", message: "This purchase does not exist or was deleted." },
  vendorGone: { kind: "invalid", field: "purchase.vendor", message: "This vendor does not exist or was deleted." },
  productGone: { kind: "invalid", message: "This product does not exist or was deleted." },
  /** The total sent is not what the lines add up to (purchaseAmountProblem says by how much). */
  amountWrong: { kind: "invalid", field: "purchase.amount", message: (problem: string) => problem },
});
