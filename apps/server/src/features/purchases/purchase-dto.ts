import type { Attachment, Purchase, PurchaseLine, PurchaseListItem } from "@washdesk/domain";
import type { PurchaseLineRow, PurchaseRow } from "./purchases.repository";
import { instantToWallTime } from "../../platform/shop-clock";

type Person = Purchase["createdBy"];

export function personOf(id: string | null, firstName: string | null, lastName: string | null): Person {
  return id ? { id, name: `${firstName ?? ""} ${lastName ?? ""}`.trim() } : null;
}

// Only values of the domain's input schemas are ever written to the enum columns.
export function toPurchaseLine(row: PurchaseLineRow): PurchaseLine {
  return {
    id: row.id,
    position: row.position,
    productId: row.productId,
    name: row.name,
    code: row.code,
    category: row.category,
    image: row.image,
    note: row.note,
    quantity: row.quantity,
    price: row.price,
    discount: { type: row.discountType, rate: row.discountRate },
    tax: { type: row.taxType, method: row.taxMethod, rate: row.taxRate },
    discountTotal: row.discountTotal,
    netTotal: row.netTotal,
    taxTotal: row.taxTotal,
    subTotal: row.subTotal,
  };
}

const sum = (lines: readonly PurchaseLineRow[], pick: (line: PurchaseLineRow) => number) => lines.reduce((total, line) => total + pick(line), 0);

/** `attachments` are the row's, signed for the answer. */
export function toPurchase(
  row: PurchaseRow,
  company: string,
  lines: PurchaseLineRow[],
  createdBy: Person,
  attachments: Attachment[],
  timeZone: string,
): Purchase {
  return {
    id: row.id,
    date: instantToWallTime(row.date, timeZone),
    vendor: { id: row.vendorId, company },
    paidBy: row.paidBy,
    amount: row.amount,
    subTotal: sum(lines, (line) => line.netTotal),
    discountTotal: sum(lines, (line) => line.discountTotal),
    taxTotal: sum(lines, (line) => line.taxTotal),
    products: lines.map(toPurchaseLine),
    attachments,
    notes: row.notes,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPurchaseListItem(
  row: { purchase: PurchaseRow; company: string; createdByFirstName: string | null; createdByLastName: string | null; lineCount: number; quantity: number },
  attachments: Attachment[],
  timeZone: string,
): PurchaseListItem {
  const { purchase } = row;
  return {
    id: purchase.id,
    date: instantToWallTime(purchase.date, timeZone),
    vendor: { id: purchase.vendorId, company: row.company },
    paidBy: purchase.paidBy,
    amount: purchase.amount,
    attachments,
    notes: purchase.notes,
    createdBy: personOf(purchase.createdBy, row.createdByFirstName, row.createdByLastName),
    createdAt: purchase.createdAt.toISOString(),
    lineCount: row.lineCount,
    quantity: row.quantity,
  };
}
