import { ActionIcon, Group, Table, Text } from "@mantine/core";
import { IconEye, IconPencil, IconTrash } from "@tabler/icons-react";
import { formatMoney, purchasePaidByLabels, type PurchaseListItem } from "@washdesk/domain";
import { AttachmentThumbnails } from "../../components/attachment-thumbnails";
import { purchaseDateLabel } from "./purchase-dates";

export interface PurchaseListTableProps {
  purchases: readonly PurchaseListItem[];
  onView: (purchase: PurchaseListItem) => void;
  /** Given to those allowed. */
  onEdit?: (purchase: PurchaseListItem) => void;
  onDelete?: (purchase: PurchaseListItem) => void;
  emptyText: string;
}

const productsLabel = (purchase: PurchaseListItem) =>
  purchase.lineCount === 0 ? "—" : `${purchase.lineCount} ${purchase.lineCount === 1 ? "product" : "products"} · ${purchase.quantity} units`;

/** Date, vendor, paid by, products, attachment previews and amount; view, edit and delete per row. */
export function PurchaseListTable({ purchases, onView, onEdit, onDelete, emptyText }: PurchaseListTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover aria-label="Purchases">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Vendor</Table.Th>
            <Table.Th>Paid by</Table.Th>
            <Table.Th>Products</Table.Th>
            <Table.Th>Attachments</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {purchases.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" size="sm" py="md" ta="center">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {purchases.map((purchase) => (
            <Table.Tr key={purchase.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{purchaseDateLabel(purchase.date)}</Table.Td>
              <Table.Td fw={500}>{purchase.vendor.company}</Table.Td>
              <Table.Td>{purchasePaidByLabels[purchase.paidBy]}</Table.Td>
              <Table.Td>{productsLabel(purchase)}</Table.Td>
              <Table.Td>
                <AttachmentThumbnails attachments={purchase.attachments} size={28} />
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatMoney(purchase.amount)}
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`View purchase from ${purchase.vendor.company}`} onClick={() => onView(purchase)}>
                    <IconEye size={16} aria-hidden />
                  </ActionIcon>
                  {onEdit && (
                    <ActionIcon variant="subtle" aria-label={`Edit purchase from ${purchase.vendor.company}`} onClick={() => onEdit(purchase)}>
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  )}
                  {onDelete && (
                    <ActionIcon variant="subtle" color="red" aria-label={`Delete purchase from ${purchase.vendor.company}`} onClick={() => onDelete(purchase)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
