import { refusalTable } from "../api/refusal";
import { catalogMessages } from "../catalog/catalog-messages";
import { formatDisplayDate } from "../dates";
import { OrderStatus, orderStatusLabels } from "../enums";
import { formatMoney } from "../money";
import { limitMessages } from "../validation/limits";

const statusWord = (status: OrderStatus) => orderStatusLabels[status].toLowerCase();

/**
 * Every refusal of sales, payments and refunds: the words the server answers with and its code
 * ("sale.<name>"). The server throws these; screens that check the same rule before sending use
 * the same entries.
 */
export const saleRefusals = refusalTable("sale", {
  notFound: { kind: "notFound", message: "This sale does not exist or was deleted." },
  customerGone: { kind: "invalid", message: "This customer does not exist or was deleted." },
  vehicleNotTheirs: { kind: "invalid", message: "This vehicle is not one of the customer's vehicles." },
  productGone: { kind: "invalid", message: "A product on this sale no longer exists. Please review the sale." },
  productNotSold: { kind: "invalid", message: (name: string) => `${name} is no longer sold. Please review the sale.` },
  /** A line's own fixed discount above its price (lineDiscountOverPrice); the field names the line. */
  discountOverPrice: { kind: "invalid", message: catalogMessages.discountOverPrice },
  /** The lines before discounts, with their tax, over $1,000,000.00 (overMoneyCeiling). */
  linesOverCeiling: { kind: "invalid", field: "lines", message: limitMessages.linesOverCeiling },
  staffUnknown: { kind: "invalid", message: "A staff member on this sale does not exist." },
  /** The server's total differs from the one the screen showed: nobody pays an amount they did not see. */
  totalChanged: {
    kind: "conflict",
    message: (amount: number, expected: number) => `The total changed: it is ${formatMoney(amount)}, not ${formatMoney(expected)}. Please review the sale.`,
  },
  editLocked: { kind: "conflict", message: "A sale can only be changed while nothing is paid on it. Refund or void it instead." },
  linesGone: { kind: "conflict", message: "A product on this sale no longer exists. Send the lines again." },
  transitionRefused: {
    kind: "conflict",
    message: (from: OrderStatus, to: OrderStatus) => `A ${statusWord(from)} sale can't become ${statusWord(to)}.`,
  },

  noReceiptAddress: { kind: "invalid", message: "This sale has no customer e-mail address. Enter one to send the receipt." },
  noReceiptPhone: { kind: "invalid", message: "This sale has no customer phone number. Enter one to text the receipt." },
  /** A typed destination other than the customer's own: only those who may edit sales send there (sales.edit). */
  receiptElsewhere: {
    kind: "denied",
    message: "You can send this receipt only to the customer's phone number or e-mail address on file. Ask someone who may edit sales to send it elsewhere.",
  },
  /** Receipt texts and e-mails cost money: each person sends at most the hourly number the utility settings allow. */
  receiptTemplateOff: {
    kind: "conflict",
    message: (channel: "sms" | "email") =>
      `Receipts by ${channel === "sms" ? "text" : "e-mail"} are turned off. Turn on "After order completed" in System Settings › Message templates to send them.`,
  },
  receiptMessagesCapped: {
    kind: "tooMany",
    message: (perHour: number) => `You have sent ${perHour} receipts by text or e-mail in the last hour, the most the settings allow. Try again later.`,
  },

  // Payments.
  /**
   * Cash goes into a drawer unless the shop allows cash outside a register (System Settings ›
   * Payment profile): a cash payment names the open session of the station's register. Without one,
   * and not allowed, the money would sit outside every drawer where no count would look for it.
   */
  cashNeedsDrawer: {
    kind: "conflict",
    message:
      "Cash needs an open register: this shop takes cash only into a drawer. Choose this station's register and open it, or take the payment by another method.",
  },
  alreadyPaid: { kind: "conflict", message: "This sale is already fully paid." },
  takesNoPayments: { kind: "conflict", message: (status: OrderStatus) => `A ${statusWord(status)} sale takes no payments.` },
  paymentOverBalance: {
    kind: "invalid",
    field: "amount",
    message: (amount: number, balance: number) => `The payment of ${formatMoney(amount)} is more than the balance of ${formatMoney(balance)}.`,
  },
  /** The sale's tips together are at most the larger of its amount and $1,000.00 (tipCeiling). */
  tipOverCeiling: { kind: "invalid", field: "tip", message: limitMessages.tipMax },
  pointsNeedCustomer: { kind: "invalid", message: "Only a customer's sale can be paid with award points." },
  pointsTurnedOff: { kind: "invalid", message: "Paying with award points is turned off in the settings." },
  pointsMismatch: {
    kind: "invalid",
    field: "points",
    message: (pointValue: number, amount: number, points: number) => `At ${formatMoney(pointValue)} a point, ${formatMoney(amount)} takes ${points} points.`,
  },
  notEnoughPoints: {
    kind: "invalid",
    message: (has: number, needs: number) => `Not enough award points: the customer has ${has}, this payment needs ${needs}.`,
  },

  // Voids and refunds.
  cannotVoid: { kind: "conflict", message: (status: OrderStatus) => `A ${statusWord(status)} sale can't be voided.` },
  voidSameDay: {
    kind: "conflict",
    message: (businessDate: string) => `A sale can only be voided on its own business day (${formatDisplayDate(businessDate)}). Refund it instead.`,
  },
  voidAfterClose: { kind: "conflict", message: "This sale's register has been closed, so it can't be voided. Refund it instead." },
  notPaidYet: { kind: "conflict", message: "Only a paid sale can be refunded. Void this one, or take the payment first." },
  alreadyRefunded: { kind: "conflict", message: "This sale was already refunded in full." },
  cannotRefund: { kind: "conflict", message: (status: OrderStatus) => `A ${statusWord(status)} sale has nothing to refund.` },
  nothingToRefund: { kind: "conflict", message: "There is nothing left to refund on this sale." },
  lineNotOnSale: { kind: "invalid", message: "This line is not on this sale." },
  paymentNotOnSale: { kind: "invalid", message: "This payment is not on this sale." },
  overRefundable: { kind: "conflict", message: (left: number) => `Only ${formatMoney(left)} can still be refunded on this sale.` },
  unitsLeft: { kind: "conflict", message: (left: number, name: string) => `Only ${left} of ${name} can still be returned.` },
  // A refund or void approved by a manager's PIN (docs/product.md §6).
  // One answer for an unknown PIN and the PIN of someone without the right, so a guess never learns a colleague's PIN.
  approvalPinWrong: { kind: "invalid", field: "approverPin", message: "This PIN can't approve refunds and voids. A manager types their own PIN." },
  /** Answered with 429: guessing PINs is slowed to a few tries (REFUND_APPROVAL_ATTEMPTS). */
  approvalLocked: {
    kind: "conflict",
    field: "approverPin",
    message: (minutes: number) => `Too many wrong PINs. Try again in ${minutes} minutes.`,
  },
  paymentsShort: {
    kind: "conflict",
    message: (available: number, fromOnePayment: boolean) =>
      `Only ${formatMoney(available)} can be refunded ${fromOnePayment ? "from this payment" : "this way"}.`,
  },
});
