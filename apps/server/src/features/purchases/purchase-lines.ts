import { pricedPurchaseLines, purchaseAmountProblem, purchaseRefusals, type PurchaseInputValue } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { refusalError } from "../../platform/errors";
import { findLineProducts, type LineProduct, type NewPurchaseLineRow } from "./purchases.repository";

/** The amount must be what the lines add up to (docs/product.md §9); the client's total is checked, never trusted. */
export function assertAmount(input: PurchaseInputValue): void {
  const problem = purchaseAmountProblem(input.amount, input.products);
  if (problem) throw refusalError(purchaseRefusals.amountWrong(problem));
}

/**
 * The products of the lines. New ones must be living; a product already on the purchase being
 * edited may have been deleted since and still stays on it.
 */
export async function lineProducts(db: Executor, input: PurchaseInputValue, keptIds: ReadonlySet<string> = new Set()): Promise<Map<string, LineProduct>> {
  const found = new Map(
    (
      await findLineProducts(
        db,
        input.products.map((line) => line.productId),
      )
    ).map((product) => [product.id, product]),
  );
  input.products.forEach((line, index) => {
    const product = found.get(line.productId);
    if (!product || (product.deletedAt !== null && !keptIds.has(product.id)))
      throw refusalError(purchaseRefusals.productGone, `purchase.products.${index}.productId`);
  });
  return found;
}

/** The stored lines: what the product was (name, code, category, image) frozen beside the computed amounts. */
export function lineRows(
  purchaseId: string,
  input: PurchaseInputValue,
  products: ReadonlyMap<string, LineProduct>,
): (NewPurchaseLineRow & { productId: string })[] {
  const values = pricedPurchaseLines(input.products);
  return input.products.map((line, index) => {
    const product = products.get(line.productId)!;
    return {
      purchaseId,
      position: index,
      productId: product.id,
      name: product.name,
      code: product.code,
      category: product.category,
      image: product.image,
      note: line.note,
      ...values[index]!,
    };
  });
}
