// Enumerations of customer house accounts (docs/product.md §3 House account).

/** When an invoice charged to an account falls due: its value is the days after the invoice date. */
export const AccountTerms = { DueOnReceipt: 0, Net15: 15, Net30: 30, Net60: 60 } as const;
export type AccountTerms = (typeof AccountTerms)[keyof typeof AccountTerms];
export const accountTermsLabels: Record<AccountTerms, string> = {
  [AccountTerms.DueOnReceipt]: "Due on receipt",
  [AccountTerms.Net15]: "Net 15",
  [AccountTerms.Net30]: "Net 30",
  [AccountTerms.Net60]: "Net 60",
};

/** A closed account takes no new charges; what is owed on it can still be paid. */
export const AccountStatus = { Closed: 0, Active: 1 } as const;
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];
export const accountStatusLabels: Record<AccountStatus, string> = {
  [AccountStatus.Closed]: "Closed",
  [AccountStatus.Active]: "Active",
};
