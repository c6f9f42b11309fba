import { Anchor, Table } from "@mantine/core";
import { formatPhone, type Vendor } from "@washdesk/domain";
import { ListTable, RowActions } from "../../components/list-table";

export interface VendorListTableProps {
  vendors: readonly Vendor[];
  /** Given to those who may edit or delete; the others only read. */
  onEdit?: (vendor: Vendor) => void;
  onDelete?: (vendor: Vendor) => void;
  emptyText: string;
}

const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

/** Company, representative, phone, e-mail, website and city, with edit and delete for those allowed. */
export function VendorListTable({ vendors, onEdit, onDelete, emptyText }: VendorListTableProps) {
  const hasActions = Boolean(onEdit || onDelete);
  const columns = hasActions ? 7 : 6;
  return (
    <ListTable
      label="Vendors"
      minWidth={760}
      highlightOnHover
      columns={columns}
      empty={vendors.length === 0}
      emptyText={emptyText}
      head={
        <>
          <Table.Th>Company</Table.Th>
          <Table.Th>Representative</Table.Th>
          <Table.Th>Phone</Table.Th>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Website</Table.Th>
          <Table.Th>City</Table.Th>
          {hasActions && <Table.Th ta="right">Actions</Table.Th>}
        </>
      }
    >
      {vendors.map((vendor) => (
        <Table.Tr key={vendor.id}>
          <Table.Td fw={500}>{vendor.company}</Table.Td>
          <Table.Td>{vendor.representative}</Table.Td>
          <Table.Td style={{ whiteSpace: "nowrap" }}>{formatPhone(vendor.phone)}</Table.Td>
          <Table.Td>{vendor.email}</Table.Td>
          <Table.Td>
            {vendor.website && (
              <Anchor href={websiteHref(vendor.website)} target="_blank" rel="noopener noreferrer" size="sm">
                {vendor.website}
              </Anchor>
            )}
          </Table.Td>
          <Table.Td>{[vendor.city, vendor.state].filter(Boolean).join(", ")}</Table.Td>
          {hasActions && (
            <Table.Td>
              <RowActions
                subject={vendor.company}
                justify="flex-end"
                onEdit={onEdit && (() => onEdit(vendor))}
                onDelete={onDelete && (() => onDelete(vendor))}
              />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
