import { refusalTable } from "../api/refusal";
import { formatMoney } from "../money/money-text";

/**
 * Every refusal of house accounts, in plain words, with its code ("houseAccount.<name>"). The area
 * is not "account", which is the signed-in person's own account.
 */
export const houseAccountRefusals = refusalTable("houseAccount", {
  customerNotFound: { kind: "notFound", message: "This customer does not exist or was deleted." },
  noAccount: { kind: "conflict", message: "This customer has no account: set one up on their profile before charging to it." },
  needsCustomer: { kind: "invalid", field: "customerId", message: "Choose the customer whose account the sale goes on." },
  closed: { kind: "conflict", message: "This customer's account is closed: it takes no new charges." },
  overLimit: {
    kind: "conflict",
    message: (balance: number, charge: number, limit: number) =>
      `This charge of ${formatMoney(charge)} would take the account to ${formatMoney(balance + charge)}, over its credit limit of ${formatMoney(limit)} (${formatMoney(Math.max(limit - balance, 0))} available). Take another payment or ask a manager to raise the limit.`,
  },
  driverRequired: { kind: "invalid", field: "driverName", message: "Only named drivers may charge to this account: choose who is charging." },
  driverNotAllowed: {
    kind: "denied",
    field: "driverName",
    message: (name: string) => `${name} is not one of the drivers allowed to charge to this account.`,
  },
  nothingToCharge: { kind: "conflict", message: "Nothing is left to pay on this sale: there is nothing to charge to the account." },
  saleNotPending: { kind: "conflict", message: "Only a pending sale can be charged to an account." },
  balanceChanged: {
    kind: "conflict",
    message: (balance: number) => `The balance of this sale is now ${formatMoney(balance)}: check it and charge again.`,
  },
  nothingOwed: { kind: "conflict", message: "Nothing is owed on this account: there is nothing to pay." },
  paymentOverBalance: {
    kind: "conflict",
    field: "amount",
    message: (amount: number, balance: number) => `A payment of ${formatMoney(amount)} is more than the ${formatMoney(balance)} owed on the account.`,
  },
  noStatementAddress: { kind: "conflict", message: "This customer has no e-mail address: add one to their profile to send a statement." },
});
