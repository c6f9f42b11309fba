import { ActionIcon, Anchor, Group, Table, Text } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { formatPhone, type Vendor } from "@washdesk/domain";

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
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover aria-label="Vendors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Company</Table.Th>
            <Table.Th>Representative</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Website</Table.Th>
            <Table.Th>City</Table.Th>
            {hasActions && <Table.Th ta="right">Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vendors.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Text c="dimmed" size="sm" py="md" ta="center">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
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
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {onEdit && (
                      <ActionIcon variant="subtle" aria-label={`Edit ${vendor.company}`} onClick={() => onEdit(vendor)}>
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    )}
                    {onDelete && (
                      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${vendor.company}`} onClick={() => onDelete(vendor)}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
