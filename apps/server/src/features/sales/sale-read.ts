import { saleRefusals, type Sale } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { refusalError } from "../../platform/errors";
import * as repo from "./sales.repository";
import { toSale } from "./sale-dto";

/** A sale with everything on it, deleted or not (callers decide who may see a deleted one). */
export async function readSale(db: Executor, id: string): Promise<Sale> {
  const [header, lines, payments, refunds] = await Promise.all([
    repo.findSaleHeader(db, id),
    repo.findLines(db, id),
    repo.findPayments(db, id),
    repo.findRefunds(db, id),
  ]);
  if (!header) throw refusalError(saleRefusals.notFound);
  return toSale({ ...header, lines, payments, refunds });
}

/** The sale row, locked for the rest of the transaction; a deleted sale is as good as gone for changes. */
export async function lockLiveSale(db: Executor, id: string): Promise<repo.SaleRow> {
  const sale = await repo.lockSale(db, id);
  if (!sale || sale.deletedAt) throw refusalError(saleRefusals.notFound);
  return sale;
}
