import { OrderStatus } from "../enums";
import { can, type PermissionHolder } from "../permissions";

/** What decides whether a sale record is visible to someone: its state, where it was rung up, whether it was deleted. */
export interface SaleVisibilityFacts {
  status: OrderStatus;
  /** The drawer session it was rung up into; null for a sale made in the back office (or a quote's conversion). */
  registerSessionId: string | null;
  deleted: boolean;
}

/**
 * The one rule of who may see, and so act on, a sale record (docs/product.md §6). Sales List sees
 * every live sale. The counter alone (POS Sales or POS New without Sales List) sees what it rang up
 * into a drawer, and the open tickets: every pending sale, since pending back-office sales and
 * converted quotes are listed and paid among the counter's open tickets. A deleted sale is seen only
 * with Deleted Sales List, whatever else the group may do.
 */
export function canSeeSale(group: PermissionHolder | null | undefined, sale: SaleVisibilityFacts): boolean {
  if (sale.deleted) return can(group, "sales.deleted.list");
  if (can(group, "sales.list")) return true;
  if (!can(group, "sales.pos.list", "sales.pos.new")) return false;
  return sale.registerSessionId !== null || sale.status === OrderStatus.Pending;
}

/** A sale shows its customer's phone and e-mail only to those who may list customers; others read the name alone. */
export function canSeeSaleContacts(group: PermissionHolder | null | undefined): boolean {
  return can(group, "customers.list");
}

/**
 * A receipt by text or e-mail goes to the customer's contact on file. Another number or address is
 * typed only by those who may edit the sale: otherwise anyone at the counter could send the shop's
 * paid messages, with a customer's purchase in them, wherever they liked.
 * `recipient` and `onFile` are compared as the server stores them (a normalized phone, a trimmed
 * lower-case address).
 */
export function mayReceiptGoTo(group: PermissionHolder | null | undefined, recipient: string, onFile: string): boolean {
  return (onFile !== "" && recipient === onFile) || can(group, "sales.edit");
}
