import type { FormErrors } from "@mantine/form";
import {
  DiscountType,
  enumValues,
  formatRate,
  ItemKind,
  messages,
  productInputSchema,
  rateFromPercentText,
  ReportRole,
  TaxMethod,
  TaxType,
  VehicleType,
  type Product,
  type ProductInput,
} from "@washdesk/domain";

/** One bundled product of a combo, as the form shows it. */
export interface ComboLine {
  productId: string;
  name: string;
  code: string;
  /** As typed. */
  quantity: string;
}

/**
 * The product form's fields. Selects hold their enum values as text (Mantine selects take strings);
 * a percentage is the text typed ("8.875"), a fixed rate money in cents.
 */
export interface ProductFormValues {
  kind: string;
  name: string;
  code: string;
  category: string;
  /** The stored picture's URL as the server answered it (signed); "" for none. Sent back as it is. */
  image: string;
  /** Its preview (the signed thumbnail). */
  imagePreview: string;
  /** A picture chosen and not uploaded yet: it replaces `image` when the form is saved. */
  imageFile: File | null;
  description: string;
  price: number | null;
  cost: number | null;
  taxType: string;
  taxMethod: string;
  taxPercent: string;
  taxAmount: number | null;
  discountType: string;
  discountPercent: string;
  discountAmount: number | null;
  /** Empty means the base price. */
  vehiclePrices: Record<VehicleType, number | null>;
  /** As typed. */
  stock: string;
  active: boolean;
  /** First on the counter's tiles. */
  favourite: boolean;
  /** The tile's place on the counter, as typed; "" for none. */
  position: string;
  /** What the sales report counts it as (ReportRole, as text); services and combos only. */
  reportRole: string;
  comboItems: ComboLine[];
  /** Services and combos: the minutes of bay time an appointment takes, as typed; "" for none. */
  durationMinutes: number | string;
  /** Offered on the public booking page (needs a duration). */
  bookableOnline: boolean;
}

export const vehicleTypes = enumValues(VehicleType);

const noVehiclePrices = (): Record<VehicleType, number | null> =>
  Object.fromEntries(vehicleTypes.map((type) => [type, null])) as Record<VehicleType, number | null>;

export function emptyProductValues(): ProductFormValues {
  return {
    kind: String(ItemKind.Service),
    name: "",
    code: "",
    category: "",
    image: "",
    imagePreview: "",
    imageFile: null,
    description: "",
    price: null,
    cost: null,
    taxType: String(TaxType.NoTax),
    taxMethod: String(TaxMethod.Exclusive),
    taxPercent: "",
    taxAmount: null,
    discountType: String(DiscountType.NoDiscount),
    discountPercent: "",
    discountAmount: null,
    vehiclePrices: noVehiclePrices(),
    stock: "",
    active: true,
    favourite: false,
    position: "",
    reportRole: String(ReportRole.None),
    comboItems: [],
    durationMinutes: "",
    bookableOnline: false,
  };
}

export function productFormValues(product: Product): ProductFormValues {
  const percent = (type: number, rate: number) => (type === TaxType.Percentage ? formatRate(rate) : "");
  const amount = (type: number, rate: number) => (type === TaxType.Fixed ? rate : null);
  return {
    kind: String(product.kind),
    name: product.name,
    code: product.code,
    category: product.category,
    image: product.image ?? "",
    imagePreview: product.imageThumbURL ?? "",
    imageFile: null,
    description: product.description,
    price: product.price,
    cost: product.cost,
    taxType: String(product.tax.type),
    taxMethod: String(product.tax.method),
    taxPercent: percent(product.tax.type, product.tax.rate),
    taxAmount: amount(product.tax.type, product.tax.rate),
    // Discount and tax types share their numbers (Percentage 1, Fixed 2).
    discountType: String(product.discount.type),
    discountPercent: percent(product.discount.type, product.discount.rate),
    discountAmount: amount(product.discount.type, product.discount.rate),
    vehiclePrices: { ...noVehiclePrices(), ...product.vehiclePrices },
    stock: product.stock === null ? "" : String(product.stock),
    active: product.active,
    favourite: product.favourite,
    position: product.position === null ? "" : String(product.position),
    reportRole: String(product.reportRole),
    comboItems: product.comboItems.map((item) => ({ productId: item.productId, name: item.name, code: item.code, quantity: String(item.quantity) })),
    durationMinutes: product.durationMinutes ?? "",
    bookableOnline: product.bookableOnline,
  };
}

/** A rate as the API takes it: thousandths of a percent for Percentage, cents for Fixed, 0 otherwise. */
function rateOf(type: number, percent: string, amount: number | null): number {
  if (type === TaxType.Percentage) return rateFromPercentText(percent) ?? 0;
  if (type === TaxType.Fixed) return amount ?? 0;
  return 0;
}

const INTEGER = /^[-+]?\d+$/;

/** A duration as typed: "" is none; text that is not a whole number is NaN, which the schema refuses in its words. */
function durationOf(typed: number | string): number | null {
  if (typeof typed === "number") return typed;
  const text = typed.trim();
  if (text === "") return null;
  return INTEGER.test(text) ? Number(text) : Number.NaN;
}

export interface ProductBodyOptions {
  /** Leave the stock out so the server keeps its count (an edit where nobody touched the field). */
  keepStock?: boolean;
}

/** The body of POST/PATCH /products: what the kind does not carry is left out. */
export function productBody(values: ProductFormValues, options: ProductBodyOptions = {}): ProductInput {
  const kind = Number(values.kind) as ItemKind;
  const taxType = Number(values.taxType) as TaxType;
  const discountType = Number(values.discountType) as DiscountType;
  const stockText = values.stock.trim();
  const positionText = values.position.trim();
  const body: ProductInput = {
    kind,
    name: values.name,
    code: values.code,
    category: values.category,
    image: values.image.trim() === "" ? null : values.image,
    description: values.description,
    // NaN, not 0: a missing price fails the rules as "required" rather than selling for free.
    price: values.price ?? Number.NaN,
    cost: values.cost ?? 0,
    tax: { type: taxType, method: Number(values.taxMethod) as TaxMethod, rate: rateOf(taxType, values.taxPercent, values.taxAmount) },
    discount: { type: discountType, rate: rateOf(discountType, values.discountPercent, values.discountAmount) },
    vehiclePrices: {},
    active: values.active,
    favourite: values.favourite,
    // NaN for text that is not a whole number: the schema then refuses it in its own words.
    position: positionText === "" ? null : INTEGER.test(positionText) ? Number(positionText) : Number.NaN,
    // A standard product counts as none of them; the field is not shown for it.
    reportRole: kind === ItemKind.Standard ? ReportRole.None : (Number(values.reportRole) as ReportRole),
    comboItems: [],
    // Standard products take no bay time and are not booked.
    durationMinutes: kind === ItemKind.Standard ? null : durationOf(values.durationMinutes),
    bookableOnline: kind !== ItemKind.Standard && values.bookableOnline,
  };
  if (kind === ItemKind.Service) {
    body.vehiclePrices = Object.fromEntries(vehicleTypes.flatMap((type) => (values.vehiclePrices[type] === null ? [] : [[type, values.vehiclePrices[type]]])));
  }
  if (kind === ItemKind.Standard && !options.keepStock) body.stock = INTEGER.test(stockText) ? Number(stockText) : null;
  if (kind === ItemKind.Combo) {
    body.comboItems = values.comboItems.map((line) => ({ productId: line.productId, quantity: Number(line.quantity.trim() || Number.NaN) }));
  }
  return body;
}

/** Where a schema issue's path is shown in the form: a rate in its percent or money field, the rest by name. */
function formField(path: readonly PropertyKey[], values: ProductFormValues): string {
  const [head, next] = path;
  if ((head === "tax" || head === "discount") && next === "rate") {
    const type = Number(head === "tax" ? values.taxType : values.discountType);
    return `${head}${type === TaxType.Percentage ? "Percent" : "Amount"}`;
  }
  if (head === "tax" || head === "discount") return `${head}${String(next ?? "type").replace(/^./, (c) => c.toUpperCase())}`;
  return path.map(String).join(".");
}

/** Text the schema never sees (it gets numbers): checked here in the words of docs/product.md. */
function typedTextErrors(values: ProductFormValues): FormErrors {
  const errors: FormErrors = {};
  const percentProblem = (text: string) => (text.trim() === "" ? messages.required : rateFromPercentText(text) === null ? messages.onlyNumber : null);
  if (Number(values.taxType) === TaxType.Percentage) {
    const problem = percentProblem(values.taxPercent);
    if (problem) errors.taxPercent = problem;
  }
  if (Number(values.discountType) === DiscountType.Percentage) {
    const problem = percentProblem(values.discountPercent);
    if (problem) errors.discountPercent = problem;
  }
  if (Number(values.taxType) === TaxType.Fixed && values.taxAmount === null) errors.taxAmount = messages.required;
  if (Number(values.discountType) === DiscountType.Fixed && values.discountAmount === null) errors.discountAmount = messages.required;
  const stock = values.stock.trim();
  if (Number(values.kind) === ItemKind.Standard && stock !== "" && !INTEGER.test(stock)) {
    errors.stock = /^[-+]?\d*\.\d+$/.test(stock) ? messages.notFraction : messages.onlyNumber;
  }
  const position = values.position.trim();
  if (position !== "" && !INTEGER.test(position)) {
    errors.position = /^[-+]?\d*\.\d+$/.test(position) ? messages.notFraction : messages.onlyNumber;
  }
  values.comboItems.forEach((line, index) => {
    const quantity = line.quantity.trim();
    if (quantity === "") errors[`comboItems.${index}.quantity`] = messages.required;
    else if (!INTEGER.test(quantity)) errors[`comboItems.${index}.quantity`] = messages.onlyNumber;
  });
  return errors;
}

/** Schema issues (or a 400's fields) keyed by the form's own field names; the first per field wins. */
export function formErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], values: ProductFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = formField(issue.path, values);
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The domain's product rules, so the form shows the messages of docs/product.md before anything is sent. */
export function validateProduct(values: ProductFormValues): FormErrors {
  const typed = typedTextErrors(values);
  const result = productInputSchema.safeParse(productBody(values));
  const fromSchema = result.success ? {} : formErrorsOf(result.error.issues, values);
  return { ...fromSchema, ...typed };
}
