// The words of System Settings › Payment profile (docs/product.md §6 settings.system.paymentProfile).

export const paymentProfileWords = {
  publishableKey: "A Stripe publishable key starts with pk_live_ or pk_test_.",
  secretKey: "A Stripe secret key starts with sk_live_, sk_test_, rk_live_ or rk_test_.",
  webhookSecret: "A Stripe webhook signing secret starts with whsec_.",
  cashOutsideRegister: "Cash payments outside a register",
  cashOutsideRegisterHint:
    "Stored for now: cash is still taken only into an open drawer, so every dollar is counted at close. Allowing it takes effect once the day-end count covers cash outside a drawer.",
} as const;
