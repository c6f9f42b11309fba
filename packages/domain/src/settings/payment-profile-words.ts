// The words of System Settings › Payment profile (docs/product.md §6 settings.system.paymentProfile).

export const paymentProfileWords = {
  publishableKey: "A Stripe publishable key starts with pk_live_ or pk_test_.",
  secretKey: "A Stripe secret key starts with sk_live_, sk_test_, rk_live_ or rk_test_.",
  webhookSecret: "A Stripe webhook signing secret starts with whsec_.",
  cashOutsideRegister: "Cash payments outside a register",
  cashOutsideRegisterHint:
    "When on, a sale can be paid in cash with no register open; the day-end report lists that cash as outside any drawer. When off, cash needs an open register, so every dollar is counted at close.",
} as const;
