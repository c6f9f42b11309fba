import {
  DiscountType,
  priceSale,
  type DocumentPricing,
  type PaymentInput,
  type Sale,
  type SaleCreate,
  type SaleLine,
  type SaleProduct,
  type SaleUpdate,
  type ServiceMode,
  type Vehicle,
  type VehicleType,
} from "@washdesk/domain";
import type { FoundProduct } from "./product-search";

/** A line's discount as typed: rate null while the typed text is not a rate yet. */
export interface DraftDiscount {
  type: DiscountType;
  rate: number | null;
}

/** A product on the sale being rung up: what pricing needs, plus what a person recognises it by. */
export interface DraftLine {
  /** Stable React key; lines have no server id until saved. */
  key: string;
  productId: string;
  name: string;
  code: string;
  product: SaleProduct;
  /** null while the field is empty. */
  quantity: number | null;
  discount: DraftDiscount;
  staffIds: string[];
}

/** The customer as the sale needs them: their vehicles choose the prices. */
export interface DraftCustomer {
  id: string;
  name: string;
  phone: string;
  email: string;
  vehicles: readonly Pick<Vehicle, "id" | "type" | "make" | "model" | "year" | "color" | "tag">[];
}

export interface SaleDraft {
  /** null: a walk-in. */
  customer: DraftCustomer | null;
  vehicleId: string | null;
  /** A walk-in's (or a customer without a chosen vehicle's) type; a chosen vehicle's own type wins. */
  vehicleType: VehicleType | null;
  serviceMode: ServiceMode | null;
  notes: string;
  lines: DraftLine[];
}

export const emptyDraft = (): SaleDraft => ({ customer: null, vehicleId: null, vehicleType: null, serviceMode: null, notes: "", lines: [] });

/** The type whose prices apply: the chosen vehicle's, else the one picked by hand. */
export function draftVehicleType(draft: SaleDraft): VehicleType | null {
  const vehicle = draft.customer?.vehicles.find((v) => v.id === draft.vehicleId);
  return vehicle?.type ?? draft.vehicleType;
}

const validQuantity = (quantity: number | null): quantity is number => quantity !== null && Number.isSafeInteger(quantity) && quantity >= 1;

/** A discount the server takes: none, or a positive rate (percentages up to 100 %). */
export function discountProblem(discount: DraftDiscount): string | null {
  if (discount.type === DiscountType.NoDiscount) return null;
  if (discount.rate === null) return "Field is required!";
  if (discount.type === DiscountType.Percentage) {
    if (discount.rate < 1) return "Minimum 0.001 !";
    if (discount.rate > 100_000) return "Maximum 100 !";
    return null;
  }
  return discount.rate < 1 ? "Minimum 0.01 !" : null;
}

export const lineIsValid = (line: DraftLine) => validQuantity(line.quantity) && discountProblem(line.discount) === null;

/**
 * The totals exactly as the server will compute them (the same domain pricing), or null while a
 * line is half-typed. The amount is sent as expectedAmount, so nobody pays a total they did not see.
 */
export function priceDraft(draft: SaleDraft): DocumentPricing | null {
  if (!draft.lines.every(lineIsValid)) return null;
  return priceSale(
    draft.lines.map((line) => ({
      product: line.product,
      quantity: line.quantity ?? 1,
      discount: { type: line.discount.type, rate: line.discount.rate ?? 0 },
    })),
    draftVehicleType(draft),
  );
}

function lineBodies(draft: SaleDraft) {
  return draft.lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity ?? 1,
    discount: { type: line.discount.type, rate: line.discount.rate ?? 0 },
    staffIds: line.staffIds,
  }));
}

/** The party fields: a chosen vehicle sends its id (its type wins); otherwise the type picked by hand. */
function partyBody(draft: SaleDraft) {
  return {
    customerId: draft.customer?.id ?? null,
    vehicleId: draft.customer ? draft.vehicleId : null,
    vehicleType: draftVehicleType(draft),
  };
}

/** POST /api/sales body. */
export function saleCreateBody(draft: SaleDraft, amount: number, payments: readonly PaymentInput[]): SaleCreate {
  return {
    ...partyBody(draft),
    serviceMode: draft.serviceMode,
    notes: draft.notes.trim(),
    lines: lineBodies(draft),
    expectedAmount: amount,
    payments: [...payments],
  };
}

/** What decides the prices: customer, vehicle and lines. A change to it reprices the sale on the server. */
export function pricingInputsKey(draft: SaleDraft): string {
  return JSON.stringify({ ...partyBody(draft), lines: lineBodies(draft) });
}

/**
 * PATCH /api/sales/:id body. Notes and service mode always; customer, vehicle and lines only when
 * they changed (sending them reprices the sale at today's catalog prices, checked against the total shown).
 */
export function saleUpdateBody(draft: SaleDraft, amount: number, repriced: boolean): SaleUpdate {
  const always = { serviceMode: draft.serviceMode, notes: draft.notes.trim() };
  if (!repriced) return always;
  return { ...always, ...partyBody(draft), lines: lineBodies(draft), expectedAmount: amount };
}

let lineCounter = 0;
export const newLineKey = () => `line-${++lineCounter}`;

/** A product picked from the catalog as a new line: one unit, the product's own discount. */
export function draftLineFrom(found: FoundProduct): DraftLine {
  const { discount } = found.product;
  return {
    key: newLineKey(),
    productId: found.id,
    name: found.name,
    code: found.code,
    product: found.product,
    quantity: 1,
    discount: { type: discount.type, rate: discount.type === DiscountType.NoDiscount ? 0 : discount.rate },
    staffIds: [],
  };
}

/** What a draft is made from: a saved sale, or anything with its party and lines (a quote). */
export type SavedDocument = Pick<Sale, "customer" | "vehicle" | "vehicleType" | "serviceMode" | "notes"> & {
  lines: readonly Pick<SaleLine, "productId" | "name" | "code" | "kind" | "unitPrice" | "tax" | "discount" | "quantity" | "staffIds">[];
};

/**
 * A saved sale (or quote) as a draft. Its lines carry the prices frozen at its vehicle type; the
 * editor refreshes them from the catalog before a vehicle change can reprice them.
 */
export function draftFromSale(sale: SavedDocument): SaleDraft {
  return {
    customer: sale.customer
      ? { id: sale.customer.id, name: sale.customer.name, phone: sale.customer.phone, email: sale.customer.email, vehicles: sale.vehicle ? [sale.vehicle] : [] }
      : null,
    vehicleId: sale.vehicle?.id ?? null,
    vehicleType: sale.vehicleType,
    serviceMode: sale.serviceMode,
    notes: sale.notes,
    lines: sale.lines.map((line) => ({
      key: newLineKey(),
      productId: line.productId ?? "",
      name: line.name,
      code: line.code,
      product: { kind: line.kind, price: line.unitPrice, tax: line.tax, discount: line.discount },
      quantity: line.quantity,
      discount: line.discount,
      staffIds: line.staffIds,
    })),
  };
}
