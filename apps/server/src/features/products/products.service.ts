import { ActivityAction, ItemKind, productRefusals, type Product, type ProductInputValue } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { mapUniqueViolations } from "../../platform/db/db-errors";
import * as repo from "./products.repository";
import { productColumns, toProduct } from "./product-dto";
import { productImageSigner, resolveProductImage, type SignProductImage } from "./product-image";

const ENTITY = "product";
const hint = (deps: AppDeps, id: string, action: keyof typeof ActivityAction) => deps.realtime.publish({ entity: "products", id, action });

/** Refuses a code held by another living product, naming it. The partial unique index is the real guard. */
async function assertCodeFree(db: Executor, code: string, exceptId?: string): Promise<void> {
  const holder = await repo.findProductByCode(db, code, exceptId);
  if (holder) throw refusalError(productRefusals.codeTaken(code, holder.name));
}

/** Runs a write; the code index refusing it (two saves at once) becomes a 409 with words, not a 500. */
function guardCode<T>(write: () => Promise<T>): Promise<T> {
  return mapUniqueViolations(write, { products_code_key: () => refusalError(productRefusals.codeTakenMeanwhile) });
}

/** A combo bundles living products that are not combos themselves (a sale expands one level only). */
async function assertComboParts(db: Executor, input: ProductInputValue, comboId?: string): Promise<void> {
  if (input.kind !== ItemKind.Combo) return;
  const ids = input.comboItems.map((item) => item.productId);
  if (comboId !== undefined && ids.includes(comboId)) throw refusalError(productRefusals.comboInCombo);
  const found = await repo.findProductsByIds(db, ids);
  if (found.length !== ids.length) throw refusalError(productRefusals.comboPartMissing);
  if (found.some((part) => part.kind === ItemKind.Combo)) throw refusalError(productRefusals.comboInCombo);
}

/** `sign` is loaded before any transaction: it reads the URL secret through deps.db, not the transaction. */
async function readProduct(db: Executor, id: string, sign: SignProductImage): Promise<Product> {
  const row = await repo.findProduct(db, id);
  if (!row) throw refusalError(productRefusals.notFound);
  return toProduct(row, row.kind === ItemKind.Combo ? await repo.findComboItems(db, [id]) : [], sign);
}

export async function getProduct(deps: AppDeps, id: string): Promise<Product> {
  return readProduct(deps.db, id, await productImageSigner(deps));
}

export async function createProduct(deps: AppDeps, auth: AuthContext, input: ProductInputValue, ip: string): Promise<Product> {
  await assertCodeFree(deps.db, input.code);
  const sign = await productImageSigner(deps);
  const product = await guardCode(() =>
    deps.db.transaction(async (tx) => {
      await assertComboParts(tx, input);
      const image = await resolveProductImage(tx, input.image);
      const row = await repo.insertProduct(tx, {
        ...productColumns(input, image),
        // A new standard product starts from the count typed, or none on the shelf.
        stock: input.kind === ItemKind.Standard ? (input.stock ?? 0) : null,
      });
      await repo.replaceComboItems(tx, row.id, input.comboItems);
      await writeActivity(tx, {
        userId: auth.user.id,
        action: ActivityAction.New,
        entity: ENTITY,
        entityId: row.id,
        details: { name: row.name, code: row.code },
        ip,
      });
      return readProduct(tx, row.id, sign);
    }),
  );
  hint(deps, product.id, "New");
  return product;
}

/**
 * Stock on an edit: a typed count replaces the stored one; no count keeps it, so sales made while
 * the form was open are not undone. A product that becomes standard starts at 0; others keep none.
 */
function stockAfterEdit(stored: repo.ProductRow, input: ProductInputValue): { stock?: number | null } {
  if (input.kind !== ItemKind.Standard) return { stock: null };
  if (typeof input.stock === "number") return { stock: input.stock };
  return stored.kind === ItemKind.Standard ? {} : { stock: 0 };
}

export async function updateProduct(deps: AppDeps, auth: AuthContext, id: string, input: ProductInputValue, ip: string): Promise<Product> {
  await assertCodeFree(deps.db, input.code, id);
  const sign = await productImageSigner(deps);
  const product = await guardCode(() =>
    deps.db.transaction(async (tx) => {
      const stored = await repo.findProduct(tx, id);
      if (!stored) throw refusalError(productRefusals.notFound);
      await assertComboParts(tx, input, id);
      const image = await resolveProductImage(tx, input.image);
      if (input.kind === ItemKind.Combo && stored.kind !== ItemKind.Combo) {
        const holder = await repo.findComboContaining(tx, id);
        if (holder) throw refusalError(productRefusals.comboInCombo, "product.kind");
      }
      await repo.updateProduct(tx, id, { ...productColumns(input, image), ...stockAfterEdit(stored, input) });
      await repo.replaceComboItems(tx, id, input.comboItems);
      await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Edit, entity: ENTITY, entityId: id, details: { name: input.name }, ip });
      return readProduct(tx, id, sign);
    }),
  );
  hint(deps, id, "Edit");
  return product;
}

/** Soft delete: past sales keep naming it; refused while a combo still bundles it. */
export async function deleteProduct(deps: AppDeps, auth: AuthContext, id: string, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const combo = await repo.findComboContaining(tx, id);
    if (combo) throw refusalError(productRefusals.inCombo(combo.name));
    const deleted = await repo.softDeleteProduct(tx, id, deps.clock());
    if (!deleted) throw refusalError(productRefusals.notFound);
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Delete, entity: ENTITY, entityId: id, details: { name: deleted.name }, ip });
  });
  hint(deps, id, "Delete");
}
