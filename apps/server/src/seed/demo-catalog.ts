import { ItemKind, productInputSchema, ReportRole, TaxMethod, TaxType, type ProductInput, type VehiclePrices } from "@washdesk/domain";
import type { Executor } from "../platform/db/database";
import { comboItems, products } from "../platform/db/schema";
import { productColumns } from "../features/products/product-dto";

export type DemoProduct = typeof products.$inferSelect;

/**
 * Sales tax on retail goods: 8.875 % (New York City's combined rate), added on top (exclusive).
 * Washes, detailing and add-ons carry no tax in the demo shop: a labour service, priced as shown.
 */
export const DEMO_RETAIL_TAX = { type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 8875 } as const;

/** Dollars → cents, for a readable price list. */
const $ = (dollars: number) => Math.round(dollars * 100);

/** Sedan is the base price; the bigger the vehicle, the more it costs. */
function bySize(sedan: number, suv: number, largeSuv: number, largePickup: number, van: number): { price: number; vehiclePrices: VehiclePrices } {
  return { price: $(sedan), vehiclePrices: { SUV: $(suv), LargeSUV: $(largeSuv), LargePickup: $(largePickup), Van: $(van) } };
}

const service = (
  name: string,
  code: string,
  category: string,
  pricing: { price: number; vehiclePrices?: VehiclePrices },
  cost: number,
  description: string,
): ProductInput => ({
  kind: ItemKind.Service,
  name,
  code,
  category,
  description,
  cost: $(cost),
  ...pricing,
});

const retail = (name: string, code: string, price: number, cost: number, stock: number, description: string): ProductInput => ({
  kind: ItemKind.Standard,
  name,
  code,
  category: "Retail",
  description,
  price: $(price),
  cost: $(cost),
  stock,
  tax: DEMO_RETAIL_TAX,
});

const catalog: ProductInput[] = [
  service("Express Wash", "WASH-EXP", "Washes", bySize(12, 14, 16, 16, 18), 1.5, "Soft-touch wash, spot-free rinse and blow dry."),
  service("Deluxe Wash", "WASH-DLX", "Washes", bySize(18, 22, 24, 25, 26), 2.5, "Express plus triple foam, wheel cleaner and underbody flush."),
  service("Ultimate Wash", "WASH-ULT", "Washes", bySize(25, 30, 33, 34, 36), 3.5, "Deluxe plus hot wax, rain repellent and tire shine."),
  service("Interior Detail", "DET-INT", "Detailing", bySize(129, 149, 169, 159, 179), 18, "Vacuum, shampoo, leather care, windows and dash."),
  service("Exterior Detail", "DET-EXT", "Detailing", bySize(149, 169, 189, 189, 199), 22, "Hand wash, clay bar, polish and hand wax."),
  service("Full Detail", "DET-FULL", "Detailing", bySize(229, 259, 289, 289, 299), 35, "Interior and exterior detail together."),
  service("Ceramic Coating", "DET-CER", "Detailing", bySize(599, 699, 799, 799, 849), 120, "Paint correction and a two-year ceramic coat."),
  service("Tire Shine", "ADD-TIRE", "Add-ons", { price: $(4) }, 0.4, "Long-lasting tire dressing."),
  service("Hand Wax", "ADD-WAX", "Add-ons", bySize(15, 18, 20, 20, 22), 2, "Carnauba wax applied by hand."),
  service("Rain Repellent", "ADD-RAIN", "Add-ons", { price: $(6) }, 0.8, "Windshield and glass water repellent."),
  service("Underbody Flush", "ADD-UNDER", "Add-ons", { price: $(5) }, 0.5, "High-pressure rinse against road salt."),
  service("Interior Vacuum", "ADD-VAC", "Add-ons", { price: $(8) }, 0.5, "Seats, carpets and mats."),
  service("Pet Hair Removal", "ADD-PET", "Add-ons", { price: $(25) }, 1, "Extra time for fur."),
  retail("Pine Air Freshener", "RT-AF-PINE", 3.99, 1.1, 60, "Hanging tree, pine scent."),
  retail("New Car Air Freshener", "RT-AF-NEW", 3.99, 1.1, 48, "Hanging tree, new-car scent."),
  retail("Microfiber Towels (3-pack)", "RT-MFT-3", 12.99, 4.5, 30, "Plush 16 × 16 in towels."),
  retail("Tire Shine Spray 16 oz", "RT-TSS-16", 9.99, 3.2, 18, "The dressing we use, to take home."),
  retail("Glass Cleaner 22 oz", "RT-GLASS-22", 7.49, 2.4, 20, "Streak-free, ammonia-free."),
];

/**
 * The counter's tiles: the washes first (favourites, in price order), then the add-ons sold with
 * them, then detailing; the rest after, A–Z.
 */
const TILE_ORDER = ["WASH-EXP", "WASH-DLX", "WASH-ULT", "ADD-TIRE", "ADD-WAX", "ADD-RAIN", "ADD-UNDER", "ADD-VAC", "DET-INT", "DET-EXT", "DET-FULL"];
const FAVOURITES = new Set(["WASH-EXP", "WASH-DLX", "WASH-ULT"]);

/**
 * What the sales report counts each as: the two lower washes are packages, the top wash premium;
 * everything in "Add-ons" is an add-on; detailing and retail are neither.
 */
const PACKAGE_ROLES: Record<string, ReportRole> = { "WASH-EXP": ReportRole.Package, "WASH-DLX": ReportRole.Package, "WASH-ULT": ReportRole.PremiumPackage };
const reportRoleOf = (input: Pick<ProductInput, "code" | "category">): ReportRole =>
  PACKAGE_ROLES[input.code] ?? (input.category === "Add-ons" ? ReportRole.AddOn : ReportRole.None);

/**
 * Minutes in a bay (an appointment's length is the sum of its services'): the washes are quick,
 * detailing takes hours, add-ons a slot or two. Retail takes none.
 */
const DURATIONS: Record<string, number> = {
  "WASH-EXP": 15,
  "WASH-DLX": 30,
  "WASH-ULT": 45,
  "DET-INT": 120,
  "DET-EXT": 150,
  "DET-FULL": 240,
  "DET-CER": 480,
  "ADD-TIRE": 15,
  "ADD-WAX": 30,
  "ADD-RAIN": 15,
  "ADD-UNDER": 15,
  "ADD-VAC": 15,
  "ADD-PET": 30,
  "CMB-SHINE": 60,
};
/** What customers may book on /book: the washes, the details and the combo; a ceramic coat is quoted first. */
const BOOKABLE_ONLINE = new Set(["WASH-EXP", "WASH-DLX", "WASH-ULT", "DET-INT", "DET-EXT", "DET-FULL", "ADD-WAX", "CMB-SHINE"]);

function withTileAndRole<T extends Omit<ProductInput, "comboItems">>(input: T): T {
  const index = TILE_ORDER.indexOf(input.code);
  return {
    ...input,
    favourite: FAVOURITES.has(input.code),
    position: index < 0 ? null : index + 1,
    reportRole: input.reportRole ?? reportRoleOf(input),
    durationMinutes: DURATIONS[input.code] ?? null,
    bookableOnline: BOOKABLE_ONLINE.has(input.code),
  };
}

/** Deluxe Wash, Hand Wax and Tire Shine for less than the three apart ($37 → $32). */
const COMBO_PARTS = ["WASH-DLX", "ADD-WAX", "ADD-TIRE"];
const combo: Omit<ProductInput, "comboItems"> = {
  kind: ItemKind.Combo,
  name: "Wash & Shine Combo",
  code: "CMB-SHINE",
  category: "Packages",
  description: "Deluxe Wash with a hand wax and tire shine.",
  price: $(32),
  // Sold in place of the top wash, so it counts as premium; its wax and shine are its own, not add-ons.
  reportRole: ReportRole.PremiumPackage,
};

/**
 * A car-wash catalog (washes priced per vehicle type, detailing, add-ons, a combo, retail goods
 * with stock), checked by the same schema as the API so the demo never holds what a form refuses.
 * Returns the inserted rows, combo included, for the demo sales.
 */
export async function seedDemoCatalog(db: Executor): Promise<DemoProduct[]> {
  const rows = catalog.map((input) => {
    const product = productInputSchema.parse(withTileAndRole(input));
    return { ...productColumns(product), stock: product.kind === ItemKind.Standard ? (product.stock ?? 0) : null };
  });
  const inserted = await db.insert(products).values(rows).returning();
  const parts = COMBO_PARTS.map((code) => inserted.find((row) => row.code === code)!);
  const comboInput = productInputSchema.parse({ ...withTileAndRole(combo), comboItems: parts.map((part) => ({ productId: part.id, quantity: 1 })) });
  const [comboRow] = await db
    .insert(products)
    .values({ ...productColumns(comboInput), stock: null })
    .returning();
  await db.insert(comboItems).values(comboInput.comboItems.map((item) => ({ comboId: comboRow!.id, ...item })));
  return [...inserted, comboRow!];
}
