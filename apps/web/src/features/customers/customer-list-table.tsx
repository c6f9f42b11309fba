import { Anchor, Badge, Stack, Table, Text } from "@mantine/core";
import { formatPhone, type CustomerListItem, vehicleLabel } from "@washdesk/domain";
import { ListTable, SortHeader } from "../../components/list-table";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { type VehicleDraft, VehicleLink } from "../vehicles";
import type { CustomerListParams, CustomerSort } from "./customer-list-params";

/** The profile's address; the name travels in ?cn= for the title and breadcrumb (docs/product.md §2). */
export function customerPath(customer: { id: string; name: string }): string {
  return `/customers/${customer.id}?cn=${encodeURIComponent(customer.name)}`;
}

export interface CustomerListTableProps {
  customers: readonly CustomerListItem[];
  list: CustomerListParams;
  onSort: (field: CustomerSort) => void;
  /** Given to those who may edit: each vehicle becomes a link that opens Edit Vehicle. */
  onEditVehicle?: (customer: CustomerListItem, vehicle: VehicleDraft) => void;
  emptyText: string;
}

/** Name, phone, e-mail, vehicles, VIP and award points; a click on a row opens the profile. */
export function CustomerListTable({ customers, list, onSort, onEditVehicle, emptyText }: CustomerListTableProps) {
  const navigate = useNavigate();
  const openRow = (event: MouseEvent, customer: CustomerListItem) => {
    // Links and buttons inside the row do their own thing.
    if (event.target instanceof Element && event.target.closest("a, button")) return;
    void navigate(customerPath(customer));
  };

  return (
    <ListTable
      label="Customers"
      minWidth={760}
      highlightOnHover
      columns={6}
      empty={customers.length === 0}
      emptyText={emptyText}
      head={
        <>
          <SortHeader field="name" list={list} onSort={onSort}>
            Name
          </SortHeader>
          <Table.Th>Phone</Table.Th>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Vehicles</Table.Th>
          <Table.Th miw={64}>VIP</Table.Th>
          <SortHeader field="awardPoints" list={list} onSort={onSort} align="right">
            Award points
          </SortHeader>
        </>
      }
    >
      {customers.map((customer) => (
        <Table.Tr key={customer.id} onClick={(event) => openRow(event, customer)} style={{ cursor: "pointer" }}>
          <Table.Td>
            <Anchor component={Link} to={customerPath(customer)} fw={500}>
              {customer.name}
            </Anchor>
          </Table.Td>
          <Table.Td style={{ whiteSpace: "nowrap" }}>{formatPhone(customer.phone)}</Table.Td>
          <Table.Td>{customer.email}</Table.Td>
          <Table.Td>
            <Stack gap={0} align="flex-start">
              {customer.vehicles.map((vehicle) =>
                onEditVehicle ? (
                  <VehicleLink key={vehicle.id} vehicle={vehicle} onEdit={() => onEditVehicle(customer, vehicle)} />
                ) : (
                  <Text key={vehicle.id} size="sm">
                    {vehicleLabel(vehicle)}
                    {vehicle.tag ? ` · ${vehicle.tag}` : ""}
                  </Text>
                ),
              )}
            </Stack>
          </Table.Td>
          <Table.Td>
            {customer.isVip && (
              <Badge color="yellow" variant="light">
                VIP
              </Badge>
            )}
          </Table.Td>
          <Table.Td ta="right">{customer.awardPoints}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
