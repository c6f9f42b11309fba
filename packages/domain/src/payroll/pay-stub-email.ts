// The e-mail of a paid stub (docs/product.md §2 /payroll, Pay): the stub as plain text, each line
// with its amount, then deductions, gross and net, and the note that no taxes are computed.
import { secondPaymentMethodLabels } from "../enums";
import { formatMoney } from "../money/money-text";
import type { PayStub } from "./pay-stub";
import { payrollMessages } from "./payroll-messages";
import { earningTypeLabels } from "./payroll-rules";

export interface PayStubEmail {
  subject: string;
  body: string;
}

export function payStubEmail(shopName: string, stub: PayStub, paymentDate: string): PayStubEmail {
  const lines = [
    `${stub.employeeName}, your pay for ${stub.period.start} to ${stub.period.end}, paid ${paymentDate} by ${secondPaymentMethodLabels[stub.paidBy]}.`,
    "",
    ...stub.earnings.map((e) => `${earningTypeLabels[e.type]}: ${formatMoney(e.amount)} (${e.text})`),
    `Gross pay: ${formatMoney(stub.gross)}`,
    ...stub.deductions.map((d) => `${d.label}: -${formatMoney(d.amount)}${d.note ? ` (${d.note})` : ""}`),
    `Net pay: ${formatMoney(stub.net)}`,
    ...(stub.tipsPaidOut !== 0 ? [`Tips already paid out at the counter: ${formatMoney(stub.tipsPaidOut)}`] : []),
    "",
    payrollMessages.noTaxes,
  ];
  return { subject: `${shopName}: your pay stub for ${stub.period.start} to ${stub.period.end}`, body: lines.join("\n") };
}
