import {
  DiscountType,
  priceLine,
  purchaseInputSchema,
  purchaseLineInputSchema,
  purchaseLinePricingInput,
  PurchasePaidBy,
  TaxMethod,
  TaxType,
  type Attachment,
  type LinePricing,
  type Purchase,
  type PurchaseInputValue,
} from "@washdesk/domain";
import type { PickedVendor } from "../vendors";

/** A line as the dialog edits it: null where a field is empty. Money in cents; rates as the domain keeps them. */
export interface PurchaseDraftLine {
  productId: string;
  name: string;
  code: string;
  category: string;
  image: string | null;
  note: string;
  quantity: number | null;
  /** Unit cost in cents. */
  price: number | null;
  tax: { type: TaxType; method: TaxMethod; rate: number | null };
  discount: { type: DiscountType; rate: number | null };
}

export interface PurchaseDraft {
  /** "YYYY-MM-DD HH:mm:ss" from the date-time picker. */
  date: string | null;
  vendor: PickedVendor | null;
  paidBy: PurchasePaidBy;
  /** What was typed; only used while there are no product lines (otherwise the lines set the amount). */
  amount: number | null;
  products: PurchaseDraftLine[];
  /** Saved attachments (editing, or uploaded by an attempt that then failed). */
  attachments: Attachment[];
  /** Files chosen and not uploaded yet. */
  files: File[];
  notes: string;
}

/** What a product search result must carry to become a line. */
export interface LineSource {
  id: string;
  name?: string;
  code?: string;
  category?: string;
  image?: string | null;
  cost?: number;
}

/**
 * docs/product.md §4: a product is added with quantity 1 and its cost as the price. The discount starts as
 * none (docs/product.md §3) and so does the tax: the product's own tax is what the shop charges its customers,
 * not what a vendor bills, so the invoice's tax is typed on the line.
 */
export function lineFromProduct(product: LineSource): PurchaseDraftLine {
  return {
    productId: product.id,
    name: product.name ?? "",
    code: product.code ?? "",
    category: product.category ?? "",
    image: product.image ?? null,
    note: "",
    quantity: 1,
    price: product.cost ?? 0,
    tax: { type: TaxType.NoTax, method: TaxMethod.Exclusive, rate: 0 },
    discount: { type: DiscountType.NoDiscount, rate: 0 },
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Now on the shop's clock as the date-time picker writes it ("YYYY-MM-DD HH:mm:ss"). */
export function nowInZone(timeZone: string | undefined, now = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return `${get("year")}-${pad(get("month"))}-${pad(get("day"))} ${pad(get("hour"))}:${pad(get("minute"))}:${pad(get("second"))}`;
}

export function emptyDraft(timeZone: string | undefined): PurchaseDraft {
  return { date: nowInZone(timeZone), vendor: null, paidBy: PurchasePaidBy.Cash, amount: null, products: [], attachments: [], files: [], notes: "" };
}

export function draftOf(purchase: Purchase): PurchaseDraft {
  return {
    date: purchase.date,
    vendor: purchase.vendor,
    paidBy: purchase.paidBy,
    amount: purchase.amount,
    products: purchase.products.map((line) => ({
      productId: line.productId ?? "",
      name: line.name,
      code: line.code,
      category: line.category,
      image: line.image,
      note: line.note,
      quantity: line.quantity,
      price: line.price,
      tax: line.tax,
      discount: line.discount,
    })),
    attachments: purchase.attachments,
    files: [],
    notes: purchase.notes,
  };
}

/** The line as the API takes it; empty fields are left out so the domain rules name them. */
function lineBody(line: PurchaseDraftLine): Record<string, unknown> {
  return {
    productId: line.productId,
    quantity: line.quantity ?? undefined,
    price: line.price ?? undefined,
    tax: { ...line.tax, rate: line.tax.rate ?? undefined },
    discount: { ...line.discount, rate: line.discount.rate ?? undefined },
    note: line.note,
  };
}

/** A line's figures, or undefined while it breaks a rule (empty price, quantity 0, …). */
export function priceDraftLine(line: PurchaseDraftLine): LinePricing | undefined {
  const parsed = purchaseLineInputSchema.safeParse(lineBody(line));
  return parsed.success ? priceLine(purchaseLinePricingInput(parsed.data)) : undefined;
}

/** Each rule a line breaks, by field ("price", "quantity", "tax.rate", "discount.rate"). */
export function lineProblems(line: PurchaseDraftLine): Record<string, string> {
  const parsed = purchaseLineInputSchema.safeParse(lineBody(line));
  const problems: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path.map(String).join(".");
    problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * docs/product.md §4/§9: the purchase amount is the sum of the line subtotals, recomputed on every change;
 * null while a line is incomplete. Without lines it is the amount typed.
 */
export function draftAmount(draft: Pick<PurchaseDraft, "products" | "amount">): number | null {
  if (draft.products.length === 0) return draft.amount;
  let total = 0;
  for (const line of draft.products) {
    const pricing = priceDraftLine(line);
    if (!pricing) return null;
    total += pricing.subTotal;
  }
  return total;
}

export type DraftCheck = { ok: true; body: PurchaseInputValue } | { ok: false; errors: Record<string, string> };

/** The domain's purchase rules on the whole draft: the body to send, or each field's first message. */
export function checkDraft(draft: PurchaseDraft, attachments: Attachment[] = draft.attachments): DraftCheck {
  const parsed = purchaseInputSchema.safeParse({
    date: draft.date ?? undefined,
    vendor: draft.vendor?.id ?? undefined,
    paidBy: draft.paidBy,
    amount: draftAmount(draft) ?? undefined,
    products: draft.products.map(lineBody),
    attachments,
    notes: draft.notes,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join(".");
    errors[field] ??= issue.message;
  }
  // With lines the amount is theirs: a line's own message says what to fix.
  if (draft.products.length > 0 && Object.keys(errors).some((field) => field.startsWith("products."))) delete errors.amount;
  return { ok: false, errors };
}
