// Enumerations of orders, invoices and payments (docs/product.md §3).

export const OrderStatus = {
  Cancel: 0,
  Completed: 1,
  Refund: 2,
  Deleted: 3,
  Pending: 4,
  PartialRefund: 5,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const orderStatusLabels: Record<OrderStatus, string> = {
  [OrderStatus.Cancel]: "Cancelled",
  [OrderStatus.Completed]: "Completed",
  [OrderStatus.Refund]: "Refund",
  [OrderStatus.Deleted]: "Deleted",
  [OrderStatus.Pending]: "Pending",
  [OrderStatus.PartialRefund]: "Partial refund",
};

/** Value 2 is not used by docs/product.md; the gap is kept so stored values stay meaningful. */
export const PaymentOrigin = { PaidToStaff: 0, PayByLink: 1, TipsRebill: 3 } as const;
export type PaymentOrigin = (typeof PaymentOrigin)[keyof typeof PaymentOrigin];
export const paymentOriginLabels: Record<PaymentOrigin, string> = {
  [PaymentOrigin.PaidToStaff]: "Paid to staff",
  [PaymentOrigin.PayByLink]: "Pay by link",
  [PaymentOrigin.TipsRebill]: "Tips rebill",
};

export const InvoiceStatus = { Pending: 0, Due: 1, Partial: 2, Paid: 3 } as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  [InvoiceStatus.Pending]: "Pending",
  [InvoiceStatus.Due]: "Due",
  [InvoiceStatus.Partial]: "Partial",
  [InvoiceStatus.Paid]: "Paid",
};

export const PaidBy = { Unpaid: 0, ByCash: 1, ByAccount: 2 } as const;
export type PaidBy = (typeof PaidBy)[keyof typeof PaidBy];
export const paidByLabels: Record<PaidBy, string> = {
  [PaidBy.Unpaid]: "Unpaid",
  [PaidBy.ByCash]: "By cash",
  [PaidBy.ByAccount]: "By account",
};

export const PaymentMethod = {
  Cash: 0,
  Check: 1,
  CreditCard: 2,
  Terminal: 3,
  Deposit: 4,
  AwardPoints: 5,
  Other: 6,
  Debit: 7,
  Credit: 8,
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  [PaymentMethod.Cash]: "Cash",
  [PaymentMethod.Check]: "Check",
  [PaymentMethod.CreditCard]: "Card",
  [PaymentMethod.Terminal]: "Terminal",
  [PaymentMethod.Deposit]: "Deposit",
  [PaymentMethod.AwardPoints]: "Award points",
  [PaymentMethod.Other]: "Other",
  [PaymentMethod.Debit]: "Debit",
  [PaymentMethod.Credit]: "Credit",
};

/** What the tip prompt's presets are (the payment profile setting): percentages of the payment, or fixed amounts. */
export const TipPresetKind = { Percent: "percent", Amount: "amount" } as const;
export type TipPresetKind = (typeof TipPresetKind)[keyof typeof TipPresetKind];
export const tipPresetKindLabels: Record<TipPresetKind, string> = {
  [TipPresetKind.Percent]: "Percentage of the payment",
  [TipPresetKind.Amount]: "Fixed amount",
};

/** The "second payment-method list" of docs/product.md §3 (values 0-5), offered where a shorter choice is wanted. */
export const SecondPaymentMethod = {
  Cash: 0,
  Check: 1,
  CreditCard: 2,
  CreditDebit: 3,
  Other: 4,
  Blank: 5,
} as const;
export type SecondPaymentMethod = (typeof SecondPaymentMethod)[keyof typeof SecondPaymentMethod];
export const secondPaymentMethodLabels: Record<SecondPaymentMethod, string> = {
  [SecondPaymentMethod.Cash]: "Cash",
  [SecondPaymentMethod.Check]: "Check",
  [SecondPaymentMethod.CreditCard]: "Credit Card",
  [SecondPaymentMethod.CreditDebit]: "Credit/Debit",
  [SecondPaymentMethod.Other]: "Other",
  [SecondPaymentMethod.Blank]: "Blank",
};

export const VoidOrRefund = { VOID: 0, REFUND: 1 } as const;
export type VoidOrRefund = (typeof VoidOrRefund)[keyof typeof VoidOrRefund];
export const voidOrRefundLabels: Record<VoidOrRefund, string> = {
  [VoidOrRefund.VOID]: "Void",
  [VoidOrRefund.REFUND]: "Refund",
};

/** How a purchase was paid (docs/product.md §3: the purchase dialog offers these five). */
export const PurchasePaidBy = {
  Cash: "Cash",
  Check: "Check",
  Debit: "Debit",
  Credit: "Credit",
  Other: "Other",
} as const;
export type PurchasePaidBy = (typeof PurchasePaidBy)[keyof typeof PurchasePaidBy];
export const purchasePaidByLabels: Record<PurchasePaidBy, string> = {
  [PurchasePaidBy.Cash]: "Cash",
  [PurchasePaidBy.Check]: "Check",
  [PurchasePaidBy.Debit]: "Debit",
  [PurchasePaidBy.Credit]: "Credit",
  [PurchasePaidBy.Other]: "Other",
};
