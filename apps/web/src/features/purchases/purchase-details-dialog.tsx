import { Button, Group, Loader, Modal, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { DiscountType, formatMoney, formatRate, purchasePaidByLabels, TaxType, taxMethodLabels, type Purchase, type PurchaseLine } from "@washdesk/domain";
import type { ReactNode } from "react";
import { AttachmentThumbnails } from "../../components/attachment-thumbnails";
import { purchaseDateLabel } from "./purchase-dates";
import { usePurchase } from "./purchase-queries";

export interface PurchaseDetailsDialogProps {
  /** The purchase to show; null keeps the dialog closed. */
  purchaseId: string | null;
  onClose: () => void;
  onEdit?: (purchase: Purchase) => void;
  onDelete?: (purchase: Purchase) => void;
}

const discountText = (line: PurchaseLine) =>
  line.discount.type === DiscountType.NoDiscount
    ? "—"
    : line.discount.type === DiscountType.Percentage
      ? `${formatRate(line.discount.rate)} %`
      : formatMoney(line.discount.rate);

const taxText = (line: PurchaseLine) => {
  if (line.tax.type === TaxType.NoTax) return "—";
  const rate = line.tax.type === TaxType.Percentage ? `${formatRate(line.tax.rate)} %` : formatMoney(line.tax.rate);
  return `${rate} ${taxMethodLabels[line.tax.method].toLowerCase()}`;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** A purchase as saved: its facts, the lines with their discount, tax and subtotal, the totals and the attachments. */
export function PurchaseDetailsDialog({ purchaseId, onClose, onEdit, onDelete }: PurchaseDetailsDialogProps) {
  const query = usePurchase(purchaseId);
  const purchase = query.data;
  return (
    <Modal
      opened={purchaseId !== null}
      onClose={onClose}
      title="Purchase details"
      size={1000}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {!purchase ? (
        query.isError ? (
          <Text c="dimmed">This purchase could not be loaded.</Text>
        ) : (
          <Loader aria-label="Loading purchase" />
        )
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact label="Date">{purchaseDateLabel(purchase.date)}</Fact>
            <Fact label="Vendor">{purchase.vendor.company}</Fact>
            <Fact label="Paid by">{purchasePaidByLabels[purchase.paidBy]}</Fact>
            <Fact label="Amount">{formatMoney(purchase.amount)}</Fact>
          </SimpleGrid>
          {purchase.products.length > 0 && (
            <Table.ScrollContainer minWidth={700}>
              <Table aria-label="Purchase lines">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Product</Table.Th>
                    <Table.Th ta="right">Price</Table.Th>
                    <Table.Th ta="right">Quantity</Table.Th>
                    <Table.Th>Discount</Table.Th>
                    <Table.Th>Tax</Table.Th>
                    <Table.Th ta="right">Subtotal</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {purchase.products.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {line.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {[line.code, line.note].filter(Boolean).join(" · ")}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(line.price)}</Table.Td>
                      <Table.Td ta="right">{line.quantity}</Table.Td>
                      <Table.Td>{discountText(line)}</Table.Td>
                      <Table.Td>{taxText(line)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(line.subTotal)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {purchase.products.length > 0 && (
            <Group justify="flex-end" gap="lg">
              <Text size="sm">Subtotal {formatMoney(purchase.subTotal)}</Text>
              <Text size="sm">Discounts {formatMoney(purchase.discountTotal)}</Text>
              <Text size="sm">Tax {formatMoney(purchase.taxTotal)}</Text>
              <Text fw={700}>Amount {formatMoney(purchase.amount)}</Text>
            </Group>
          )}
          {purchase.attachments.length > 0 && (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                Attachments
              </Text>
              <AttachmentThumbnails attachments={purchase.attachments} size={64} />
            </Stack>
          )}
          {purchase.notes && <Fact label="Notes">{purchase.notes}</Fact>}
          {purchase.createdBy && (
            <Text size="xs" c="dimmed">
              Entered by {purchase.createdBy.name}
            </Text>
          )}
          {(onEdit || onDelete) && (
            <Group justify="flex-end">
              {onDelete && (
                <Button color="red" variant="light" onClick={() => onDelete(purchase)}>
                  Delete
                </Button>
              )}
              {onEdit && <Button onClick={() => onEdit(purchase)}>Edit</Button>}
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
