import { Table } from "@mantine/core";
import { formatMoney, purchasePaidByLabels, type PurchaseListItem } from "@washdesk/domain";
import { ListTable, RowActions } from "../../components/list-table";
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
    <ListTable
      label="Purchases"
      minWidth={820}
      highlightOnHover
      columns={7}
      empty={purchases.length === 0}
      emptyText={emptyText}
      head={
        <>
          <Table.Th>Date</Table.Th>
          <Table.Th>Vendor</Table.Th>
          <Table.Th>Paid by</Table.Th>
          <Table.Th>Products</Table.Th>
          <Table.Th>Attachments</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Actions</Table.Th>
        </>
      }
    >
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
            <RowActions
              subject={`purchase from ${purchase.vendor.company}`}
              justify="flex-end"
              onView={() => onView(purchase)}
              onEdit={onEdit && (() => onEdit(purchase))}
              onDelete={onDelete && (() => onDelete(purchase))}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
