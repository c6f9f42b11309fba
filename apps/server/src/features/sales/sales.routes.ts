import type { FastifyInstance } from "fastify";
import { can, receiptNotice, saleApi } from "@washdesk/domain";
import { accessDenied } from "../../platform/errors";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { createSale, deleteSale, getSale, updateSale } from "./sales.service";
import { addPayment } from "./payments.service";
import { refundSale, refundSaleApproved } from "./refunds.service";
import { listDeletedSales, listRefunds, listSales } from "./sale-lists.service";
import { emailReceipt, smsReceipt } from "./receipts.service";
import { readMailProvider, readSmsProvider } from "../settings";

/** Sales, payments, refunds and deleted sales (contracts: the domain's saleApi). Money is integer cents. */
export function salesRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, saleApi.create, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await createSale(deps, meta.auth, request.body, meta));
  });
  route(app, saleApi.list, async (request) => {
    // Someone allowed only the POS list sees the sales of one drawer's session, not the whole shop's.
    if (!can(authOf(request).group, "sales.list") && !request.query.registerSessionId) throw accessDenied();
    return ok(await listSales(deps, request.query));
  });
  route(app, saleApi.refunds, async (request) => ok(await listRefunds(deps, request.query)));
  route(app, saleApi.deleted, async (request) => ok(await listDeletedSales(deps, request.query)));
  route(app, saleApi.get, async (request) => ok(await getSale(deps, authOf(request), request.params.id, request.ip)));
  route(app, saleApi.update, async (request) => ok(await updateSale(deps, authOf(request), request.params.id, request.body, request.ip), "Sale saved."));
  route(app, saleApi.delete, async (request) => {
    await deleteSale(deps, authOf(request), request.params.id, request.body.reason, request.ip);
    return ok(null, "Sale deleted.");
  });
  route(app, saleApi.pay, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await addPayment(deps, meta.auth, request.params.id, request.body, meta));
  });
  route(app, saleApi.refund, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await refundSale(deps, meta.auth, request.params.id, request.body, meta));
  });
  route(app, saleApi.refundApproved, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await refundSaleApproved(deps, meta.auth, request.params.id, request.body, meta));
  });
  // The notice says "not sent: no provider configured" rather than "queued" when nothing will send it.
  route(app, saleApi.emailReceipt, async (request) => {
    const queued = await emailReceipt(deps, authOf(request), request.params.id, request.body.email, request.ip);
    const providerConfigured = (await readMailProvider(deps)) !== null;
    return ok({ ...queued, providerConfigured }, receiptNotice("email", providerConfigured), providerConfigured ? "positive" : "warning");
  });
  route(app, saleApi.textReceipt, async (request) => {
    const queued = await smsReceipt(deps, authOf(request), request.params.id, request.body.phone, request.ip);
    const providerConfigured = (await readSmsProvider(deps)) !== null;
    return ok({ ...queued, providerConfigured }, receiptNotice("sms", providerConfigured), providerConfigured ? "positive" : "warning");
  });
}
