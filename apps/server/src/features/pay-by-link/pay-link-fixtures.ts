import { ItemKind, type PayLinkSent, type Sale } from "@washdesk/domain";
import { call, type TestApp } from "../../../test/test-app";
import { startFakeStripe } from "../../../test/fake-stripe";
import { createSale, insertProduct } from "../sales/sale-fixtures";

export const WEBHOOK_SECRET = "whsec_testsecret123";
export const SECRET_KEY = "sk_test_paybylink123";

/** The app listening on a local port (the fake delivers webhooks over HTTP) and a Stripe fake pointed at it. */
export async function listenWithFakeStripe(app: TestApp) {
  const address = await app.app.listen({ port: 0, host: "127.0.0.1" });
  return startFakeStripe({ webhookUrl: `${address}/api/webhooks/stripe`, webhookSecret: WEBHOOK_SECRET });
}

/** The payment profile's Stripe keys, set as the owner sets them in System Settings. */
export async function setStripeKeys(app: TestApp, owner: string) {
  const { response, envelope } = await call(app, "PATCH", "/api/settings/payment-profile", {
    token: owner,
    body: { stripe: { publishableKey: "pk_test_paybylink", secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET } },
  });
  if (response.statusCode !== 200) throw new Error(`payment profile refused: ${envelope.message}`);
}

/** A pending sale of one $25.00 wash for the customer given (or a walk-in). */
export async function pendingSale(app: TestApp, token: string, customerId?: string): Promise<Sale> {
  const wash = await insertProduct(app, { kind: ItemKind.Service, name: "Link Wash", price: 2500 });
  return createSale(app, token, { ...(customerId ? { customerId } : {}), lines: [{ productId: wash.id, quantity: 1 }], expectedAmount: 2500 });
}

export async function sendLink(app: TestApp, token: string, saleId: string, body: Record<string, unknown>) {
  return call(app, "POST", `/api/sales/${saleId}/pay-link`, { token, body });
}

/** The token at the end of a sent link's url. */
export const tokenOf = (sent: PayLinkSent) => sent.url.split("/pay/")[1]!;
