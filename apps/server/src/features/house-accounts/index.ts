// What other features and the process use of house accounts: the monthly statements job, the
// payment on account any origin can record (a paid link later), and where a customer pays online.
export { startStatementJob } from "./statement-job";
export { recordAccountPaymentIn, type AccountPaymentRequest, type AccountPaymentActor } from "./account-payments.service";
export { accountPaymentLink } from "./account-payment-link";
