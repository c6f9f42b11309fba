import { randomUUID } from "node:crypto";
import { AccountStatus, AccountTerms, type AccountPaymentInput, type ChargeNewSale, type ChargeSale, type HouseAccountSettingsInput } from "@washdesk/domain";
import { call, type TestApp } from "../../../test/test-app";

// What other features' tests (the reports' model test) use to charge to accounts and pay them.

const keyed = (key: string = randomUUID()) => ({ "idempotency-key": key });

export const putAccount = (app: TestApp, token: string, customerId: string, body: Partial<HouseAccountSettingsInput> = {}) =>
  call(app, "PUT", `/api/customers/${customerId}/account`, {
    token,
    body: { creditLimit: 100_000, terms: AccountTerms.Net30, status: AccountStatus.Active, drivers: [], note: "", ...body },
  });

export const postCharge = (app: TestApp, token: string, body: ChargeNewSale, key?: string) =>
  call(app, "POST", "/api/house-accounts/charges", { token, body, headers: keyed(key) });

export const postSaleCharge = (app: TestApp, token: string, saleId: string, body: ChargeSale, key?: string) =>
  call(app, "POST", `/api/sales/${saleId}/charge`, { token, body, headers: keyed(key) });

export const postAccountPayment = (app: TestApp, token: string, customerId: string, body: AccountPaymentInput, key?: string) =>
  call(app, "POST", `/api/customers/${customerId}/account/payments`, { token, body, headers: keyed(key) });

export const getAccount = (app: TestApp, token: string, customerId: string) => call(app, "GET", `/api/customers/${customerId}/account`, { token });
