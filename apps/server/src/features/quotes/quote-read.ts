import { quoteRefusals, type Quote } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { refusalError } from "../../platform/errors";
import * as repo from "./quotes.repository";
import { toQuote } from "./quote-dto";

/** A living quote with its lines; a deleted one is as good as gone. */
export async function readQuote(db: Executor, id: string): Promise<Quote> {
  const [header, lines] = await Promise.all([repo.findQuoteHeader(db, id), repo.findLines(db, id)]);
  if (!header || header.quote.deletedAt) throw refusalError(quoteRefusals.notFound);
  return toQuote(header, lines);
}

/** The quote row, locked for the rest of the transaction. */
export async function lockLiveQuote(db: Executor, id: string): Promise<repo.QuoteRow> {
  const quote = await repo.lockQuote(db, id);
  if (!quote || quote.deletedAt) throw refusalError(quoteRefusals.notFound);
  return quote;
}
