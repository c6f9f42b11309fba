import { OrderStatus, payLinkPath, payLinkRefusals, type CheckoutStarted, type PublicInvoice, type Sale } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { refusalError } from "../../platform/errors";
import { readSale } from "../sales";
import { readPaymentKeys, readShopFace } from "../settings";
import { payLinkSigningKey, readPayLinkToken } from "./pay-link-token";
import { findPayLink, type PayLinkRow } from "./pay-links.repository";
import { stripeClient } from "./stripe-client";

/** The link a token names, when this server signed it; anything else is one plain "not valid". */
async function openLink(deps: AppDeps, token: string): Promise<{ link: PayLinkRow; sale: Sale; expired: boolean }> {
  const claims = readPayLinkToken(payLinkSigningKey(deps.config.settingsKey), token);
  const link = claims ? await findPayLink(deps.db, claims.linkId) : null;
  if (!claims || !link) throw refusalError(payLinkRefusals.invalidLink);
  const sale = await readSale(deps.db, link.saleId, "shop");
  if (sale.deleted) throw refusalError(payLinkRefusals.invalidLink);
  return { link, sale, expired: claims.expiresAt.getTime() <= deps.clock().getTime() };
}

const stateOf = (sale: Sale): PublicInvoice["state"] =>
  sale.status === OrderStatus.Completed || sale.balance === 0 ? "paid" : sale.status === OrderStatus.Pending ? "open" : "closed";

/**
 * GET /api/public/invoices/:token: what the customer sees: the shop's name and logo, the lines and
 * the money, and whether it can be paid here. Only the sale's number identifies it; no staff
 * name, no internal id. A paid invoice says so even after its link expired; an unpaid one behind
 * an expired link is refused with plain words.
 */
export async function readPublicInvoice(deps: AppDeps, token: string): Promise<PublicInvoice> {
  const { link, sale, expired } = await openLink(deps, token);
  const state = stateOf(sale);
  if (expired && state !== "paid") throw refusalError(payLinkRefusals.expired);
  const shop = await readShopFace(deps.db);
  return {
    shop: { businessName: shop.businessName || "WashDesk", logoUrl: shop.logoUrl },
    number: sale.number,
    date: sale.businessDate,
    customerName: sale.customer?.name ?? "",
    lines: sale.lines.map((line) => ({ name: line.name, quantity: line.quantity, total: line.subTotal })),
    subtotal: sale.subTotal,
    discount: sale.discountTotal,
    tax: sale.taxTotal,
    amount: sale.amount,
    paidTotal: sale.paidTotal,
    balance: sale.balance,
    state,
    payable: state === "open" && (await readPaymentKeys(deps)) !== null,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * POST /api/public/invoices/:token/checkout: a Stripe Checkout Session for the balance as it is
 * now. The session names the link in its metadata, which is how the webhook finds the sale; the
 * customer comes back to the same invoice page.
 */
export async function startCheckout(deps: AppDeps, token: string, origin: string): Promise<CheckoutStarted> {
  const { link, sale, expired } = await openLink(deps, token);
  const state = stateOf(sale);
  if (state === "paid") throw refusalError(payLinkRefusals.paid);
  if (expired) throw refusalError(payLinkRefusals.expired);
  if (state !== "open") throw refusalError(payLinkRefusals.notPayable);
  const keys = await readPaymentKeys(deps);
  if (!keys) throw refusalError(payLinkRefusals.cannotPayOnline);
  const shop = await readShopFace(deps.db);
  const back = `${deps.config.publicUrl ?? origin}${payLinkPath(token)}`;
  try {
    const session = await stripeClient(keys.secretKey, deps.config).checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: { currency: "usd", unit_amount: sale.balance, product_data: { name: `${shop.businessName || "WashDesk"} invoice #${sale.number}` } },
        },
      ],
      client_reference_id: sale.id,
      metadata: { payLinkId: link.id, saleNumber: String(sale.number) },
      success_url: `${back}?paid=1`,
      cancel_url: back,
    });
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    return { url: session.url };
  } catch (error) {
    deps.log.warn({ err: error }, "Stripe refused or did not answer a Checkout Session for a payment link");
    throw refusalError(payLinkRefusals.processorUnavailable);
  }
}
