import { formatDisplayDate } from "../dates/format-date";
import { addMonths } from "../dates/calendar-days";
import { formatMoney } from "../money/money-text";
import { agingBucketLabels, agingBuckets, type Aging } from "./house-account-rules";

/** The month a statement sent on `today` covers when it is the monthly one: the month just ended (YYYY-MM). */
export const statementMonthBefore = (today: string): string => addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);

/** The first day of the month: when the monthly statements go out. */
export const isFirstOfMonth = (today: string): boolean => today.endsWith("-01");

export interface StatementFacts {
  shopName: string;
  customerName: string;
  /** The day the statement is made (YYYY-MM-DD). */
  asOf: string;
  balance: number;
  availableCredit: number;
  creditLimit: number;
  aging: Aging;
  invoices: readonly { number: number; invoiceDate: string; dueDate: string; amount: number; paid: number; balance: number; reference: string }[];
  /** Where the customer may pay online; the line is left out when there is none. */
  payLink: string | null;
}

/** The statement e-mail: subject and plain text, every figure in dollars and cents. */
export function statementText(facts: StatementFacts): { subject: string; body: string } {
  const lines = [
    `Statement of account for ${facts.customerName}`,
    `${facts.shopName}, as of ${formatDisplayDate(facts.asOf)}`,
    "",
    `Balance due: ${formatMoney(facts.balance)}`,
    `Credit limit: ${formatMoney(facts.creditLimit)} (available ${formatMoney(facts.availableCredit)})`,
    "",
    "Aging:",
    ...agingBuckets.map((bucket) => `  ${agingBucketLabels[bucket]}: ${formatMoney(facts.aging[bucket])}`),
    "",
    facts.invoices.length === 0 ? "No open invoices." : "Open invoices:",
    ...facts.invoices.map(
      (invoice) =>
        `  #${invoice.number}  ${formatDisplayDate(invoice.invoiceDate)}  due ${formatDisplayDate(invoice.dueDate)}  ${formatMoney(invoice.amount)}` +
        `${invoice.paid > 0 ? `  paid ${formatMoney(invoice.paid)}` : ""}  owed ${formatMoney(invoice.balance)}${invoice.reference ? `  ref ${invoice.reference}` : ""}`,
    ),
  ];
  if (facts.payLink) lines.push("", `Pay online: ${facts.payLink}`);
  lines.push("", `Thank you for your business. ${facts.shopName}`);
  return { subject: `${facts.shopName}: statement of account, balance ${formatMoney(facts.balance)}`, body: lines.join("\n") };
}
