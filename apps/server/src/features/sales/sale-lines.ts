import {
  ItemKind,
  lineDiscountOverPrice,
  overMoneyCeiling,
  pricedSaleLines,
  saleRefusals,
  type DocumentPricing,
  type SaleProduct,
  type VehicleType,
} from "@washdesk/domain";
import type { z } from "zod";
import type { saleLineInputSchema } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { refusalError } from "../../platform/errors";
import * as repo from "./sales.repository";

export type SaleLineValue = z.output<typeof saleLineInputSchema>;
export type LineDraft = Omit<repo.NewSaleLineRow, "saleId">;

/** What pricing needs of a product row (the columns of the products table). */
export function saleProductOf(
  p: Pick<repo.ProductForSale, "kind" | "price" | "vehiclePrices" | "taxType" | "taxMethod" | "taxRate" | "discountType" | "discountRate">,
): SaleProduct {
  return {
    kind: p.kind,
    price: p.price,
    vehiclePrices: p.vehiclePrices,
    tax: { type: p.taxType, method: p.taxMethod, rate: p.taxRate },
    discount: { type: p.discountType, rate: p.discountRate },
  };
}

/**
 * Prices the lines from the products as they are now (price for the vehicle type, the product's tax,
 * the line's discount or the product's), with the domain functions the screen uses too. Refuses
 * products that are gone or no longer sold.
 */
export async function priceLines(
  db: Executor,
  inputs: readonly SaleLineValue[],
  vehicleType: VehicleType | null,
): Promise<{ drafts: LineDraft[]; pricing: DocumentPricing }> {
  const ids = [...new Set(inputs.map((l) => l.productId))];
  return priceFoundLines(inputs, await repo.findProducts(db, ids), vehicleType);
}

/** priceLines with the products already read (a sale reads them with its other facts in one statement). */
export function priceFoundLines(
  inputs: readonly SaleLineValue[],
  productRows: readonly repo.ProductForSale[],
  vehicleType: VehicleType | null,
): { drafts: LineDraft[]; pricing: DocumentPricing } {
  const found = new Map(productRows.map((p) => [p.id, p]));
  const products = inputs.map((line) => {
    const product = found.get(line.productId);
    if (!product || product.deletedAt) throw refusalError(saleRefusals.productGone);
    if (!product.active) throw refusalError(saleRefusals.productNotSold(product.name));
    return product;
  });
  const toPrice = inputs.map((line, i) => ({
    product: { ...saleProductOf(products[i]!), name: products[i]!.name, code: products[i]!.code },
    quantity: line.quantity,
    discount: line.discount,
  }));
  const over = lineDiscountOverPrice(toPrice, vehicleType);
  if (over >= 0) throw refusalError(saleRefusals.discountOverPrice, `lines.${over}.discount.rate`);
  const { values, pricing } = pricedSaleLines(toPrice, vehicleType);
  if (overMoneyCeiling(pricing)) throw refusalError(saleRefusals.linesOverCeiling);
  const drafts = inputs.map((line, i): LineDraft => ({ position: i + 1, productId: products[i]!.id, ...values[i]!, staffIds: line.staffIds ?? [] }));
  return { drafts, pricing };
}

/** Refuses staff ids that name nobody (payroll reads them later). */
export async function assertStaffExist(db: Executor, lines: readonly { staffIds?: string[] }[]): Promise<void> {
  const ids = staffIdsOf(lines);
  if (ids.length > 0 && (await repo.countUsers(db, ids)) !== ids.length) throw refusalError(saleRefusals.staffUnknown);
}

/** The distinct staff ids named on some lines. */
export const staffIdsOf = (lines: readonly { staffIds?: string[] }[]): string[] => [...new Set(lines.flatMap((l) => l.staffIds ?? []))];

export interface UnitsMoved {
  productId: string | null;
  kind: number;
  units: number;
}

/**
 * Stock changes for units leaving (sign −1) or coming back (+1): standard products directly, combos
 * through their parts. Services keep no stock; the update skips any product without a count.
 */
export async function stockDeltas(db: Executor, moved: readonly UnitsMoved[], sign: 1 | -1): Promise<Map<string, number>> {
  const comboIds = [...new Set(moved.filter((m) => m.productId && m.units !== 0 && m.kind === ItemKind.Combo).map((m) => m.productId!))];
  return stockDeltasWith(await repo.findComboParts(db, comboIds), moved, sign);
}

export interface ComboPart {
  comboId: string;
  productId: string;
  quantity: number;
}

/** stockDeltas with the parts of the combos involved already read. */
export function stockDeltasWith(parts: readonly ComboPart[], moved: readonly UnitsMoved[], sign: 1 | -1): Map<string, number> {
  const deltas = new Map<string, number>();
  const add = (id: string, units: number) => deltas.set(id, (deltas.get(id) ?? 0) + sign * units);
  const combos = new Map<string, number>();
  for (const { productId, kind, units } of moved) {
    if (!productId || units === 0) continue;
    if (kind === ItemKind.Standard) add(productId, units);
    else if (kind === ItemKind.Combo) combos.set(productId, (combos.get(productId) ?? 0) + units);
  }
  for (const part of parts) if (combos.has(part.comboId)) add(part.productId, combos.get(part.comboId)! * part.quantity);
  return deltas;
}

/** Adds stock maps together (an edit gives back the old lines and takes the new ones in one move). */
export function mergeDeltas(...maps: ReadonlyMap<string, number>[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const map of maps) for (const [id, units] of map) merged.set(id, (merged.get(id) ?? 0) + units);
  return merged;
}
