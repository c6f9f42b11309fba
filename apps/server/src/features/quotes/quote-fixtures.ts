import type { Quote, QuoteConvert, QuoteCreate } from "@washdesk/domain";
import { call, type TestApp } from "../../../test/test-app";
import { keyed } from "../sales/sale-fixtures";

export function postQuote(app: TestApp, token: string, body: QuoteCreate) {
  return call(app, "POST", "/api/quotes", { token, body });
}

/** Writes a quote and returns it; fails the test when the API refuses. */
export async function createQuote(app: TestApp, token: string, body: QuoteCreate): Promise<Quote> {
  const { response, envelope } = await postQuote(app, token, body);
  if (response.statusCode !== 200) throw new Error(`quote failed: ${envelope.message}`);
  return envelope.body as Quote;
}

export function postConvert(app: TestApp, token: string, quoteId: string, body: QuoteConvert, key?: string) {
  return call(app, "POST", `/api/quotes/${quoteId}/convert`, { token, body, headers: keyed(key) });
}
