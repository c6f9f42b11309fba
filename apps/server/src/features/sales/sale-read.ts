import { canSeeSale, saleRefusals, type Sale, type SaleVisibilityFacts } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { refusalError } from "../../platform/errors";
import type { AuthContext } from "../../platform/auth/sessions";
import * as repo from "./sales.repository";
import { toSale, type SaleReader } from "./sale-dto";

const factsOf = (row: repo.SaleRow): SaleVisibilityFacts => ({
  status: row.status,
  registerSessionId: row.registerSessionId,
  deleted: row.deletedAt !== null,
});

/**
 * The one gate of every action on a sale record (read, change, pay, refund, delete, receipts, the
 * counter's tickets): the domain's canSeeSale, given the caller's group. A sale the caller may not
 * see answers exactly as a sale that does not exist (404, "sale.notFound"), never 403: the answer
 * then tells nothing about records outside one's view, and it is the answer deleted sales always
 * gave. Callers run it before writing anything.
 */
export function assertSeesSale(auth: AuthContext, row: repo.SaleRow): void {
  if (!canSeeSale(auth.group, factsOf(row))) throw refusalError(saleRefusals.notFound);
}

/** A sale with everything on it, deleted or not, for a request already let through assertSeesSale. */
export async function readSale(db: Executor, id: string, reader: SaleReader): Promise<Sale> {
  const { header, ...parts } = await readSaleParts(db, id);
  return toSale({ ...header, ...parts }, reader);
}

/**
 * A sale the caller may see (a deleted one too, for those who see deleted sales), or not found. The
 * header read with the sale carries the facts the check needs: no separate read of the row.
 */
export async function readVisibleSale(db: Executor, auth: AuthContext, id: string, reader: SaleReader = auth): Promise<Sale> {
  const { header, ...parts } = await readSaleParts(db, id);
  assertSeesSale(auth, header.sale);
  return toSale({ ...header, ...parts }, reader);
}

async function readSaleParts(db: Executor, id: string) {
  const [header, lines, payments, refunds] = await Promise.all([
    repo.findSaleHeader(db, id),
    repo.findLines(db, id),
    repo.findPayments(db, id),
    repo.findRefunds(db, id),
  ]);
  if (!header) throw refusalError(saleRefusals.notFound);
  return { header, lines, payments, refunds };
}

/** The sale row, locked for the rest of the transaction, if the caller may see it; a deleted sale is as good as gone for changes. */
export async function lockLiveSale(db: Executor, auth: AuthContext, id: string): Promise<repo.SaleRow> {
  const sale = await repo.lockSale(db, id);
  if (!sale || sale.deletedAt) throw refusalError(saleRefusals.notFound);
  assertSeesSale(auth, sale);
  return sale;
}

/** The visibility check alone, before work done outside the sale's transaction (a refund's PIN approval). */
export async function assertSaleVisible(db: Executor, auth: AuthContext, id: string): Promise<void> {
  const row = await repo.findSale(db, id);
  if (!row || row.deletedAt) throw refusalError(saleRefusals.notFound);
  assertSeesSale(auth, row);
}
