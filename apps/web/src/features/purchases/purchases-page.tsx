import { Button, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { can, enumOptions, formatMoney, PurchasePaidBy, purchasePaidByLabels, purchaseRoutes, type Purchase } from "@washdesk/domain";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { DateRangeFields } from "../../components/date-range-fields";
import { ListFooter } from "../../components/list-footer";
import { call } from "../../api/call";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { VendorPicker } from "../vendors";
import { PurchaseDetailsDialog } from "./purchase-details-dialog";
import { PurchaseDialog } from "./purchase-dialog";
import { purchaseListQuery, readPurchaseListParams, writePurchaseListParams, type PurchaseListParams } from "./purchase-list-params";
import { PurchaseListTable } from "./purchase-list-table";
import { useDeletePurchase } from "./purchase-mutations";
import { usePurchaseList } from "./purchase-queries";

const paidByOptions = enumOptions(PurchasePaidBy, purchasePaidByLabels);

/** Who and how much a deletion is about. */
type Doomed = { id: string; company: string; amount: number };

/** docs/product.md §2 /purchases/list: filters, pages, totals, details, and add, edit and delete for those allowed. */
export default function PurchasesPage() {
  const group = useSessionStore(sessionSelectors.group);
  const [params, setParams] = useSearchParams();
  const list = readPurchaseListParams(params);
  const purchases = usePurchaseList(purchaseListQuery(list));
  const remove = useDeletePurchase();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Purchase | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Doomed | null>(null);

  const update = (changes: Partial<PurchaseListParams>) => setParams(writePurchaseListParams({ ...list, page: 1, ...changes }), { replace: true });

  const mayEdit = can(group, "purchases.edit");
  const mayDelete = can(group, "purchases.delete");

  // The list row lacks the lines: the editor starts from the whole purchase.
  const startEdit = async (id: string) => {
    try {
      setEditing(await call(purchaseRoutes.get, { params: { id } }));
      setViewing(null);
    } catch {
      // The API client has said why.
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch {
      return;
    }
    setDeleting(null);
    setViewing(null);
  };

  const page = purchases.data;
  const byPaidBy = page ? paidByOptions.filter(({ value }) => (page.totals.byPaidBy[value] ?? 0) > 0) : [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <DateRangeFields from={list.from} to={list.to} clearable onChange={(range) => update(range)} />
          <VendorPicker
            label="Vendor"
            placeholder="All vendors"
            clearable
            value={list.vendorId ? { id: list.vendorId, company: list.vendorName } : null}
            onChange={(vendor) => update({ vendorId: vendor?.id ?? "", vendorName: vendor?.company ?? "" })}
            w={240}
          />
          <Select
            label="Paid by"
            placeholder="Any"
            clearable
            data={paidByOptions}
            value={list.paidBy || null}
            onChange={(paidBy) => update({ paidBy: (paidBy as PurchasePaidBy | null) ?? "" })}
            w={140}
          />
        </Group>
        {can(group, "purchases.new") && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add purchase
          </Button>
        )}
      </Group>

      {page && (
        <Paper withBorder p="sm" aria-label="Totals">
          <Group gap="lg">
            <Text fw={700}>
              {page.total} {page.total === 1 ? "purchase" : "purchases"} · {formatMoney(page.totals.amount)}
            </Text>
            {byPaidBy.map(({ value, label }) => (
              <Text key={value} size="sm" c="dimmed">
                {label} {formatMoney(page.totals.byPaidBy[value] ?? 0)}
              </Text>
            ))}
          </Group>
        </Paper>
      )}

      <PurchaseListTable
        purchases={page?.items ?? []}
        onView={(purchase) => setViewing(purchase.id)}
        onEdit={mayEdit ? (purchase) => void startEdit(purchase.id) : undefined}
        onDelete={mayDelete ? (purchase) => setDeleting({ id: purchase.id, company: purchase.vendor.company, amount: purchase.amount }) : undefined}
        emptyText={purchases.isPending ? "Loading purchases…" : "No purchases match these filters."}
      />

      <ListFooter page={page} current={list.page} onPage={(next) => update({ page: next })} />

      <PurchaseDialog
        opened={adding || editing !== null}
        purchase={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <PurchaseDetailsDialog
        purchaseId={viewing}
        onClose={() => setViewing(null)}
        onEdit={mayEdit ? (purchase) => void startEdit(purchase.id) : undefined}
        onDelete={mayDelete ? (purchase) => setDeleting({ id: purchase.id, company: purchase.vendor.company, amount: purchase.amount }) : undefined}
      />
      <ConfirmDeleteDialog
        title={deleting ? "Delete purchase" : null}
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        Delete the purchase from {deleting?.company} ({formatMoney(deleting?.amount ?? 0)})? The units it brought in leave the stock.
      </ConfirmDeleteDialog>
    </Stack>
  );
}
