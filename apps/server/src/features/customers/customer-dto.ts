import type { Customer, CustomerListItem, Vehicle } from "@washdesk/domain";
import type { CustomerRow, VehicleRow } from "./customers.repository";

export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    // Only values of vehicleInputSchema are ever written to this column.
    type: row.type,
    make: row.make,
    model: row.model,
    year: row.year,
    color: row.color,
    colorCode: row.colorCode,
    tag: row.tag,
  };
}

export function toCustomer(row: CustomerRow, vehicles: VehicleRow[], addedBy: Customer["addedBy"]): Customer {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    note: row.note,
    isVip: row.isVip,
    alert: { email: row.alertEmail, sms: row.alertSms, noReviewSms: row.alertNoReviewSms },
    awardPoints: row.awardPoints,
    addedBy,
    vehicles: vehicles.map(toVehicle),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ListRow = Pick<CustomerRow, "id" | "name" | "phone" | "email" | "isVip" | "awardPoints" | "createdAt">;

export function toListItem(row: ListRow, vehicles: VehicleRow[]): CustomerListItem {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    isVip: row.isVip,
    awardPoints: row.awardPoints,
    createdAt: row.createdAt.toISOString(),
    vehicles: vehicles.map(toVehicle),
  };
}

/** Groups vehicle rows by customer id, keeping their order. */
export function vehiclesByCustomer(rows: VehicleRow[]): Map<string, VehicleRow[]> {
  const grouped = new Map<string, VehicleRow[]>();
  for (const row of rows) {
    const list = grouped.get(row.customerId);
    if (list) list.push(row);
    else grouped.set(row.customerId, [row]);
  }
  return grouped;
}
