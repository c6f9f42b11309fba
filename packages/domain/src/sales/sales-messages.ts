import { PIN_LENGTH } from "../auth/credential-rules";
import { formatMoney } from "../money";

/**
 * Words of the sales forms that docs/product.md does not give (docs/product.md §5 has the shared ones): what a field
 * says before anything is sent. The server's refusals are in saleRefusals.
 */
export const salesMessages = {
  linesRequired: "Add at least one product!",
  customerForVehicle: "Choose the customer this vehicle belongs to.",
  tenderedTooLow: "The amount tendered can't be less than the amount and tip!",
  /** Cash handed over below what is due pays that much; it must still cover the tip typed. */
  tenderedBelowTip: (tip: number) => `The cash tendered must be more than the tip (${formatMoney(tip)}).`,
  /** The custom tip of the tip prompt before a card payment. */
  tipRequired: "Type the tip, or choose No tip.",
  tenderedCashOnly: "Only cash payments have an amount tendered.",
  refundLinesOrAmount: "Refund either some lines or an amount, not both.",
  voidIsWhole: "A void gives back the whole sale: leave out lines, amount and payment.",
  expectedAmountRequired: "Send the total shown (expectedAmount) when lines or the vehicle change.",
  /** A payment larger than what is left to pay (the sale screen and the POS alike). */
  paymentOverBalance: (balance: number) => `The payment can't be more than the balance (${formatMoney(balance)})!`,
  refundNothingChosen: "Choose at least one unit to return.",
  refundTooManyUnits: (left: number) => `At most ${left} can be returned!`,
  refundOverRefundable: (refundable: number) => `Never more than was paid: at most ${formatMoney(refundable)} can be refunded!`,
  approverPinRequired: `Type the manager's ${PIN_LENGTH}-digit PIN.`,
  /** A page link of the sales list whose place (after=, before=) names no sale: made by hand, or cut short. */
  listPlaceInvalid: "This link to a page of the list is not valid: open the list's first page again.",
  /** After a refund at the counter: the cash to give the customer. */
  cashToHandBack: (amount: number) => `Hand back ${formatMoney(amount)} in cash`,
} as const;
