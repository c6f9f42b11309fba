import { z } from "zod";
import { SLOT_MINUTES } from "../appointments/appointment-duration";
import { MAX_APPOINTMENT_MINUTES } from "../appointments/appointment-rules";
import { DiscountType, enumValues, ItemKind, ReportRole, TaxMethod, TaxType, VehicleType } from "../enums";
import { RATE_SCALE } from "../money";
import { hasControlCharacter, limitMessages, MAX_QUANTITY, messages, moneyCents, rateNumber, requiredText, text, textLimits, wholeNumber } from "../validation";
import { productImageUrl } from "./product-image";
import { lowestVehiclePrice } from "./vehicle-price";
import { catalogMessages } from "./catalog-messages";
import { TILE_POSITION_MAX } from "./product-search-rules";

/** The most units a product's stock count may say, either way. */
const STOCK_LIMIT = 1_000_000;

/** Whole cents from 0 to $1,000,000.00. */
const cents = () => moneyCents(0);

/** A rate: thousandths of a percent for Percentage (8.875 % → 8875), cents for Fixed. */
const rate = () => rateNumber();

type RateCheck = { type: number; rate: unknown };

/** A set rate must be positive (0.001 % or 1 cent) and a percentage at most 100 %. */
function checkRate(value: RateCheck, ctx: z.RefinementCtx): void {
  if (typeof value.rate !== "number" || value.type === 0) return;
  if (value.type === 1) {
    if (value.rate < 1) ctx.addIssue({ code: "custom", message: messages.min0001, path: ["rate"] });
    if (value.rate > RATE_SCALE) ctx.addIssue({ code: "custom", message: catalogMessages.percentMax, path: ["rate"] });
  } else if (value.rate < 1) {
    ctx.addIssue({ code: "custom", message: messages.min001, path: ["rate"] });
  }
}

/** Line-item tax (docs/product.md §3): without a tax type the method and rate mean nothing and are stored as Exclusive, 0. */
export const productTaxSchema = z
  .object({
    type: z.literal(enumValues(TaxType), { error: messages.required }),
    method: z.literal(enumValues(TaxMethod), { error: messages.required }).default(TaxMethod.Exclusive),
    rate: rate().default(0),
  })
  .superRefine(checkRate)
  .transform((tax) => (tax.type === TaxType.NoTax ? { type: tax.type, method: TaxMethod.Exclusive, rate: 0 } : tax));
export type ProductTaxInput = z.input<typeof productTaxSchema>;

/** The product's default discount, applied first when it is sold (docs/product.md §9). */
export const productDiscountSchema = z
  .object({
    type: z.literal(enumValues(DiscountType), { error: messages.required }),
    rate: rate().default(0),
  })
  .superRefine(checkRate)
  .transform((discount) => (discount.type === DiscountType.NoDiscount ? { type: discount.type, rate: 0 } : discount));

const vehicleTypes = enumValues(VehicleType);

/**
 * Service prices by vehicle type ({ SUV: 1800 }). A type left out, or sent as null, costs the base
 * price, so only the types that differ are stored.
 */
export const vehiclePricesSchema = z.partialRecord(z.enum(vehicleTypes), cents().nullable()).transform((prices) => {
  const stored: Partial<Record<VehicleType, number>> = {};
  for (const type of vehicleTypes) {
    const price = prices[type];
    if (typeof price === "number") stored[type] = price;
  }
  return stored;
});
export type VehiclePrices = Partial<Record<VehicleType, number>>;

export const comboItemInputSchema = z.object({
  productId: z.uuid({ error: messages.required }),
  quantity: wholeNumber(1, messages.minAmountOne, MAX_QUANTITY),
});

/**
 * A product as the form sends it (POST /api/products {product}, PATCH /api/products/:id {product}).
 * Money in integer cents. `stock` left out keeps the stored count on an edit (sales move it in the
 * meantime; only a count someone typed replaces it) and starts at 0 on a new standard product.
 */
export const productInputSchema = z
  .object({
    kind: z.literal(enumValues(ItemKind), { error: messages.required }),
    name: requiredText("name"),
    code: requiredText("code").refine((code) => !/\s/.test(code), { error: messages.noSpace }),
    category: text("label").default(""),
    // A file uploaded with POST /api/aws/files (path /images/product), kept as its canonical URL;
    // the server checks that the file exists and was uploaded as a product image.
    image: z
      .string()
      .trim()
      .max(textLimits.url, { error: limitMessages.textTooLong(textLimits.url), abort: true })
      .refine((image) => !hasControlCharacter(image), { error: limitMessages.controlCharacter, abort: true })
      .refine((image) => image === "" || productImageUrl(image) !== null, { error: catalogMessages.image })
      .nullable()
      .default(null)
      .transform((image) => (image ? productImageUrl(image) : null)),
    description: text("note").default(""),
    price: cents(),
    cost: cents().default(0),
    tax: productTaxSchema.default({ type: TaxType.NoTax, method: TaxMethod.Exclusive, rate: 0 }),
    discount: productDiscountSchema.default({ type: DiscountType.NoDiscount, rate: 0 }),
    vehiclePrices: vehiclePricesSchema.default({}),
    stock: wholeNumber(-STOCK_LIMIT, limitMessages.numberMin(-STOCK_LIMIT), STOCK_LIMIT).nullable().optional(),
    active: z.boolean().default(true),
    /** Favourites come first on the counter's tiles (docs/product.md §2 Point of Sale). */
    favourite: z.boolean().default(false),
    /** The tile's place on the counter, 1 first; null: after those with a place, A–Z. */
    position: z
      .number({ error: messages.mustNumber })
      .int({ error: messages.notFraction })
      .min(1, { error: catalogMessages.positionRange })
      .max(TILE_POSITION_MAX, { error: catalogMessages.positionRange })
      .nullable()
      .default(null),
    /** What the sales report counts it as (package, premium package, add-on); services and combos only. */
    reportRole: z.literal(enumValues(ReportRole), { error: messages.required }).default(ReportRole.None),
    comboItems: z
      .array(comboItemInputSchema)
      .max(50, { error: limitMessages.itemsMax(50) })
      .default([]),
    /**
     * Services and combos: the minutes a bay is taken, which set an appointment's length; null takes
     * no bay time (an air freshener). On the calendar's 15-minute grid.
     */
    durationMinutes: z
      .number({ error: messages.mustNumber })
      .int({ error: messages.notFraction })
      .min(SLOT_MINUTES, { error: catalogMessages.durationRange })
      .max(MAX_APPOINTMENT_MINUTES, { error: catalogMessages.durationRange })
      .refine((minutes) => minutes % SLOT_MINUTES === 0, { error: catalogMessages.durationRange })
      .nullable()
      .default(null),
    /** Offered on the public booking page (services and combos with a duration). */
    bookableOnline: z.boolean().default(false),
  })
  .superRefine((product, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", message, path });
    // Zod runs this even when a field failed: read each field only when it has its parsed shape.
    const { kind, price, discount, vehiclePrices, stock, comboItems, reportRole } = product;
    if (kind !== ItemKind.Service && vehiclePrices && Object.keys(vehiclePrices).length > 0) {
      issue(["vehiclePrices"], catalogMessages.vehiclePricesServiceOnly);
    }
    if (kind !== ItemKind.Standard && typeof stock === "number") issue(["stock"], catalogMessages.stockStandardOnly);
    if (kind === ItemKind.Standard && reportRole !== undefined && reportRole !== ReportRole.None) issue(["reportRole"], catalogMessages.reportRoleServiceOnly);
    if (kind === ItemKind.Standard && typeof product.durationMinutes === "number") issue(["durationMinutes"], catalogMessages.durationServiceOnly);
    if (product.bookableOnline === true && typeof product.durationMinutes !== "number") issue(["durationMinutes"], catalogMessages.durationForBooking);
    if (Array.isArray(comboItems)) {
      if (kind === ItemKind.Combo && comboItems.length === 0) issue(["comboItems"], catalogMessages.comboItemsRequired);
      if (kind !== ItemKind.Combo && comboItems.length > 0) issue(["comboItems"], catalogMessages.comboItemsComboOnly);
      const seen = new Set<string>();
      comboItems.forEach((item, index) => {
        if (seen.has(item.productId)) issue(["comboItems", index, "productId"], catalogMessages.comboItemTwice);
        seen.add(item.productId);
      });
    }
    // A fixed discount never exceeds what it discounts: the base price, nor a vehicle type's own.
    if (discount?.type === DiscountType.Fixed && typeof price === "number") {
      const prices = kind === ItemKind.Service && vehiclePrices ? vehiclePrices : {};
      if (discount.rate > lowestVehiclePrice({ kind, price, vehiclePrices: prices })) issue(["discount", "rate"], catalogMessages.discountOverPrice);
    }
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputValue = z.output<typeof productInputSchema>;
