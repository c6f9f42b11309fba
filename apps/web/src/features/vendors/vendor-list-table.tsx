import { Anchor, Table } from "@mantine/core";
import { formatPhone, type Vendor } from "@washdesk/domain";
import { ListTable, RowActions, type ListColumn } from "../../components/list-table";

export interface VendorListTableProps {
  vendors: readonly Vendor[];
  /** Given to those who may edit or delete; the others only read. */
  onEdit?: (vendor: Vendor) => void;
  onDelete?: (vendor: Vendor) => void;
  emptyText: string;
}

const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

const COLUMNS: readonly ListColumn[] = ["Company", "Representative", "Phone", "E-mail", "Website", "City"];

/** Company, representative, phone, e-mail, website and city, with edit and delete for those allowed. */
export function VendorListTable({ vendors, onEdit, onDelete, emptyText }: VendorListTableProps) {
  const hasActions = Boolean(onEdit || onDelete);
  return (
    <ListTable
      label="Vendors"
      minWidth={760}
      highlightOnHover
      empty={vendors.length === 0}
      emptyText={emptyText}
      headers={hasActions ? [...COLUMNS, { title: "Actions", align: "right" }] : COLUMNS}
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
