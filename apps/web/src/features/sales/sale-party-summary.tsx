import { Group, Text } from "@mantine/core";
import { formatPhone, serviceModeLabels, vehicleTypeLabels, type Sale, vehicleLabel } from "@washdesk/domain";
import type { ReactNode } from "react";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

/** What the summary shows: a sale's party (a quote has the same fields, and no cashier). */
type PartyOf = Pick<Sale, "customer" | "vehicle" | "vehicleType" | "serviceMode"> & { cashier?: Sale["cashier"] };

/** Customer, vehicle and service mode of a sale that can no longer change (or that this person may not change). */
export function SalePartySummary({ sale }: { sale: PartyOf }) {
  return (
    <Group gap="xl" align="flex-start" wrap="wrap">
      <Fact label="Customer">{sale.customer ? `${sale.customer.name} · ${formatPhone(sale.customer.phone)}` : "Walk-in"}</Fact>
      <Fact label="Vehicle">
        {sale.vehicle
          ? `${vehicleLabel(sale.vehicle)} · ${vehicleTypeLabels[sale.vehicle.type]}${sale.vehicle.tag ? ` · ${sale.vehicle.tag}` : ""}`
          : sale.vehicleType
            ? vehicleTypeLabels[sale.vehicleType]
            : "None"}
      </Fact>
      <Fact label="Service mode">{sale.serviceMode === null ? "—" : serviceModeLabels[sale.serviceMode]}</Fact>
      {sale.cashier && <Fact label="Cashier">{sale.cashier.name}</Fact>}
    </Group>
  );
}
