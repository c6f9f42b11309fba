import { colorNameFromHex, VehicleType } from "@washdesk/domain";
import type { Executor } from "../platform/db/database";
import { customers, vehicles } from "../platform/db/schema";
import { areaCodes, carColorCodes, cities, firstNames, lastNames, streets } from "./demo-people";
import { seededRandom } from "./seeded-random";

export const DEMO_CUSTOMER_COUNT = 300;

const notes = ["Prefers hand dry.", "Fleet account: invoice monthly.", "Ask about the ceramic coating.", "Allergic to strong fragrances."];
const { Sedan, SUV, LargeSUV, LargePickup, Van } = VehicleType;
/**
 * Popular makes with common models of the vehicle catalog, each with the type a washer would price
 * it as (a Civic is a sedan, a Tahoe a large SUV, an F-150 a large pickup), so the demo's prices
 * per vehicle type read as a shop's would.
 */
export const demoModels: Readonly<Record<string, readonly (readonly [model: string, type: VehicleType])[]>> = {
  Toyota: [
    ["Camry", Sedan],
    ["Corolla", Sedan],
    ["RAV4", SUV],
    ["Highlander", SUV],
    ["Sequoia", LargeSUV],
    ["Tacoma", LargePickup],
    ["Tundra", LargePickup],
    ["Sienna", Van],
  ],
  Honda: [
    ["Civic", Sedan],
    ["Accord", Sedan],
    ["CR-V", SUV],
    ["HR-V", SUV],
    ["Pilot", SUV],
    ["Ridgeline", LargePickup],
    ["Odyssey", Van],
  ],
  Ford: [
    ["Fusion", Sedan],
    ["Mustang", Sedan],
    ["Escape", SUV],
    ["Explorer", SUV],
    ["Expedition", LargeSUV],
    ["F-150", LargePickup],
    ["F-250", LargePickup],
    ["Transit", Van],
  ],
  Chevrolet: [
    ["Malibu", Sedan],
    ["Equinox", SUV],
    ["Traverse", SUV],
    ["Tahoe", LargeSUV],
    ["Suburban", LargeSUV],
    ["Silverado 1500", LargePickup],
    ["Express", Van],
  ],
  Nissan: [
    ["Altima", Sedan],
    ["Sentra", Sedan],
    ["Rogue", SUV],
    ["Pathfinder", SUV],
    ["Armada", LargeSUV],
    ["Frontier", LargePickup],
    ["Titan", LargePickup],
  ],
  Hyundai: [
    ["Elantra", Sedan],
    ["Sonata", Sedan],
    ["Tucson", SUV],
    ["Santa Fe", SUV],
    ["Palisade", LargeSUV],
  ],
  Kia: [
    ["Forte", Sedan],
    ["K5", Sedan],
    ["Sportage", SUV],
    ["Sorento", SUV],
    ["Telluride", LargeSUV],
    ["Carnival", Van],
  ],
  Jeep: [
    ["Compass", SUV],
    ["Cherokee", SUV],
    ["Wrangler", SUV],
    ["Grand Cherokee", SUV],
    ["Wagoneer", LargeSUV],
    ["Gladiator", LargePickup],
  ],
  Subaru: [
    ["Impreza", Sedan],
    ["Legacy", Sedan],
    ["Crosstrek", SUV],
    ["Forester", SUV],
    ["Outback", SUV],
    ["Ascent", SUV],
  ],
  Tesla: [
    ["Model 3", Sedan],
    ["Model S", Sedan],
    ["Model Y", SUV],
    ["Model X", SUV],
    ["Cybertruck", LargePickup],
  ],
  BMW: [
    ["3 Series", Sedan],
    ["5 Series", Sedan],
    ["X3", SUV],
    ["X5", SUV],
    ["X7", LargeSUV],
  ],
  "Mercedes-Benz": [
    ["C-Class", Sedan],
    ["E-Class", Sedan],
    ["GLC", SUV],
    ["GLE", SUV],
    ["GLS", LargeSUV],
    ["Sprinter", Van],
  ],
  Ram: [
    ["1500", LargePickup],
    ["2500", LargePickup],
    ["ProMaster", Van],
  ],
  GMC: [
    ["Terrain", SUV],
    ["Acadia", SUV],
    ["Yukon", LargeSUV],
    ["Yukon XL", LargeSUV],
    ["Sierra 1500", LargePickup],
    ["Savana", Van],
  ],
  Mazda: [
    ["Mazda3", Sedan],
    ["Mazda6", Sedan],
    ["CX-5", SUV],
    ["CX-90", SUV],
  ],
  Volkswagen: [
    ["Jetta", Sedan],
    ["Passat", Sedan],
    ["Tiguan", SUV],
    ["Atlas", SUV],
  ],
  Lexus: [
    ["ES", Sedan],
    ["IS", Sedan],
    ["NX", SUV],
    ["RX", SUV],
    ["LX", LargeSUV],
  ],
  Audi: [
    ["A4", Sedan],
    ["A6", Sedan],
    ["Q5", SUV],
    ["Q7", SUV],
  ],
};
const popularMakes = Object.keys(demoModels);
const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";

/** Customers already on file when the demo's year of sales begins; the rest join during it. */
const ON_FILE_SHARE = 0.4;
const YEAR_MINUTES = 365 * 24 * 60;

/**
 * How long ago a customer was added, from a uniform draw: ON_FILE_SHARE of them in the year before
 * the demo's sales, the others through the year of sales, so every month has its new customers.
 */
function joinedMinutesAgo(draw: number): number {
  if (draw < ON_FILE_SHARE) return YEAR_MINUTES + Math.floor((draw / ON_FILE_SHARE) * YEAR_MINUTES);
  return Math.floor(((draw - ON_FILE_SHARE) / (1 - ON_FILE_SHARE)) * YEAR_MINUTES);
}

/**
 * A few hundred customers with one or two vehicles each, in two INSERTs. Phones use the 555-01xx
 * range, which US numbering keeps for fiction, so a demo text message can never reach a real person.
 */
export async function seedDemoCustomers(db: Executor, addedBy: readonly string[], now: Date): Promise<void> {
  const random = seededRandom(20_260_601);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const customerRows: (typeof customers.$inferInsert)[] = [];
  for (let i = 0; i < DEMO_CUSTOMER_COUNT; i++) {
    const first = pick(firstNames);
    const last = pick(lastNames);
    const place = pick(cities);
    const createdAt = new Date(now.getTime() - joinedMinutesAgo(random()) * 60_000);
    customerRows.push({
      name: `${first} ${last}`,
      phone: `${areaCodes[i % areaCodes.length]}55501${String(Math.floor(i / areaCodes.length)).padStart(2, "0")}`,
      email: random() < 0.7 ? `${first}.${last}${i}@example.com`.toLowerCase() : "",
      address: random() < 0.6 ? `${100 + Math.floor(random() * 9900)} ${pick(streets)}` : "",
      city: place.city,
      state: place.state,
      zip: place.zip,
      note: random() < 0.1 ? pick(notes) : "",
      isVip: random() < 0.1,
      alertSms: random() < 0.6,
      alertEmail: random() < 0.3,
      alertNoReviewSms: random() < 0.05,
      awardPoints: Math.floor(random() * 100) * 5,
      addedBy: pick(addedBy),
      createdAt,
      updatedAt: createdAt,
    });
  }
  const inserted = await db.insert(customers).values(customerRows).returning({ id: customers.id, createdAt: customers.createdAt });

  const vehicleRows = inserted.flatMap(({ id, createdAt }) =>
    Array.from({ length: random() < 0.4 ? 2 : 1 }, () => {
      const make = pick(popularMakes);
      const [model, type] = pick(demoModels[make] ?? [["Other", Sedan]]);
      const colorCode = pick(carColorCodes);
      const tag = random() < 0.9 ? `${pick([...letters])}${pick([...letters])}${pick([...letters])}${1000 + Math.floor(random() * 9000)}` : "";
      return {
        customerId: id,
        type,
        make,
        model,
        year: String(2005 + Math.floor(random() * 21)),
        colorCode,
        color: colorNameFromHex(colorCode),
        tag,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  await db.insert(vehicles).values(vehicleRows);
}
