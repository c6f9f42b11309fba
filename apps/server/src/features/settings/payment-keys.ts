import type { AppDeps } from "../../platform/deps";
import { readStripeKeys } from "./payment-profile.service";

export interface PaymentKeys {
  secretKey: string;
  webhookSecret: string;
}

/**
 * The payment profile's Stripe keys a payment link needs (the secret key to open a checkout, the
 * webhook signing secret to trust its result), or null when either is missing. A stored secret
 * the settings key cannot open counts as missing, with a line in the system log.
 */
export async function readPaymentKeys(deps: Pick<AppDeps, "db" | "config" | "log">): Promise<PaymentKeys | null> {
  try {
    const { secretKey, webhookSecret } = await readStripeKeys(deps);
    return secretKey && webhookSecret ? { secretKey, webhookSecret } : null;
  } catch (error) {
    deps.log.warn({ err: error }, "The payment profile's Stripe keys cannot be read: enter them again in System Settings");
    return null;
  }
}
