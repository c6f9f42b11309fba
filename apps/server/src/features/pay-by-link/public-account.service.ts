import { ACCOUNT_CHECKOUT_KEY, accountLinkPath, payLinkRefusals, type CheckoutStarted, type HouseAccount, type PublicAccount } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { refusalError } from "../../platform/errors";
import { readAccountLinkToken, readHouseAccount } from "../house-accounts";
import { readPaymentKeys, readShopFace, shopToday } from "../settings";
import { stripeClient } from "./stripe-client";

/**
 * The account an account link names, as it stands today, when this server signed the link; anything
 * else (tampered, another purpose, the customer or the account gone) is one plain "not valid". An
 * expired link is refused whatever the balance: the account may owe again since.
 */
async function openAccountLink(deps: AppDeps, token: string): Promise<{ account: HouseAccount; expiresAt: Date }> {
  const claims = readAccountLinkToken(deps.config, token);
  if (!claims) throw refusalError(payLinkRefusals.invalidAccountLink);
  if (claims.expiresAt.getTime() <= deps.clock().getTime()) throw refusalError(payLinkRefusals.accountExpired);
  let account: HouseAccount;
  try {
    account = await readHouseAccount(deps.db, claims.customerId, await shopToday(deps, deps.db));
  } catch {
    throw refusalError(payLinkRefusals.invalidAccountLink);
  }
  if (!account.account) throw refusalError(payLinkRefusals.invalidAccountLink);
  return { account, expiresAt: claims.expiresAt };
}

/**
 * GET /api/public/accounts/:token: what the customer sees of their account: the shop's name and
 * logo, the open invoices by number with what each still owes, and the balance. Nothing of the
 * staff, the drivers, the credit limit or any internal id.
 */
export async function readPublicAccount(deps: AppDeps, token: string): Promise<PublicAccount> {
  const { account, expiresAt } = await openAccountLink(deps, token);
  const shop = await readShopFace(deps.db);
  const state = account.balance > 0 ? "open" : "paid";
  return {
    shop: { businessName: shop.businessName || "WashDesk", logoUrl: shop.logoUrl },
    customerName: account.customerName,
    asOf: account.asOf,
    invoices: account.invoices.map((invoice) => ({
      number: invoice.number,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      amount: invoice.amount,
      paid: invoice.paid,
      balance: invoice.balance,
    })),
    balance: account.balance,
    state,
    payable: state === "open" && (await readPaymentKeys(deps)) !== null,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * POST /api/public/accounts/:token/checkout: a Stripe Checkout Session for the account's balance as
 * it is now. Its metadata names the customer under ACCOUNT_CHECKOUT_KEY, which is how the webhook
 * knows the payment is on account; the customer comes back to the same account page.
 */
export async function startAccountCheckout(deps: AppDeps, token: string, origin: string): Promise<CheckoutStarted> {
  const { account } = await openAccountLink(deps, token);
  if (account.balance <= 0) throw refusalError(payLinkRefusals.accountPaid);
  const keys = await readPaymentKeys(deps);
  if (!keys) throw refusalError(payLinkRefusals.cannotPayOnline);
  const shop = await readShopFace(deps.db);
  const back = `${deps.config.publicUrl ?? origin}${accountLinkPath(token)}`;
  try {
    const session = await stripeClient(keys.secretKey, deps.config).checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: { currency: "usd", unit_amount: account.balance, product_data: { name: `${shop.businessName || "WashDesk"} account balance` } },
        },
      ],
      client_reference_id: account.customerId,
      metadata: { [ACCOUNT_CHECKOUT_KEY]: account.customerId },
      success_url: `${back}?paid=1`,
      cancel_url: back,
    });
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    return { url: session.url };
  } catch (error) {
    deps.log.warn({ err: error }, "Stripe refused or did not answer a Checkout Session for an account link");
    throw refusalError(payLinkRefusals.processorUnavailable);
  }
}
