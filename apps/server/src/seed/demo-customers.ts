import { colorNameFromHex, enumValues, VehicleType } from "@washdesk/domain";
import type { Executor } from "../platform/db/database";
import { customers, vehicles } from "../platform/db/schema";
import { vehicleCatalog } from "../features/vehicles/vehicle-catalog";
import { areaCodes, carColorCodes, cities, firstNames, lastNames, streets } from "./demo-people";
import { seededRandom } from "./seeded-random";

export const DEMO_CUSTOMER_COUNT = 300;

const notes = ["Prefers hand dry.", "Fleet account: invoice monthly.", "Ask about the ceramic coating.", "Allergic to strong fragrances."];
const popularMakes = [
  "Toyota",
  "Honda",
  "Ford",
  "Chevrolet",
  "Nissan",
  "Hyundai",
  "Kia",
  "Jeep",
  "Subaru",
  "Tesla",
  "BMW",
  "Mercedes-Benz",
  "Ram",
  "GMC",
  "Mazda",
  "Volkswagen",
  "Lexus",
  "Audi",
];
const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";

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
    const createdAt = new Date(now.getTime() - Math.floor(random() * 365 * 24 * 60) * 60_000);
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

  const types = enumValues(VehicleType);
  const vehicleRows = inserted.flatMap(({ id, createdAt }) =>
    Array.from({ length: random() < 0.4 ? 2 : 1 }, () => {
      const make = pick(popularMakes);
      const colorCode = pick(carColorCodes);
      const tag = random() < 0.9 ? `${pick([...letters])}${pick([...letters])}${pick([...letters])}${1000 + Math.floor(random() * 9000)}` : "";
      return {
        customerId: id,
        type: pick(types),
        make,
        model: pick(vehicleCatalog[make] ?? ["Other"]),
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
