// What other features and the process use of house accounts: the monthly statements job, the
// payment on account any origin can record (a paid link among them), the account as it stands,
// and the account's link where a customer pays online.
export { startStatementJob } from "./statement-job";
export { recordAccountPaymentIn, type AccountPaymentRequest, type AccountPaymentActor } from "./account-payments.service";
export { recordAccountLinkPaymentIn, type AccountLinkPaymentOutcome } from "./account-link-payment.service";
export { accountPaymentLink, readAccountLinkToken, type AccountLinkClaims } from "./account-payment-link";
export { readHouseAccount } from "./house-account-view";
