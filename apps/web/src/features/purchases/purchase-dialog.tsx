import { ActionIcon, Box, Button, Group, Loader, LoadingOverlay, Modal, SimpleGrid, Stack, Text, Textarea, Tooltip } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { can, PurchasePaidBy, purchasePaidByLabels, type Attachment, type Purchase, type ProductSearchResult } from "@washdesk/domain";
import { useEffect, useState, type FormEvent } from "react";
import { uploadFiles } from "../../api/upload-files";
import { AttachmentsInput } from "../../components/attachments-input";
import { DateTimeField } from "../../components/date-time-picker";
import { EnumSelect } from "../../components/enum-select";
import { MoneyInput } from "../../components/money-input";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { serverFieldErrors } from "../../components/server-field-errors";
import { VendorDialog, VendorPicker } from "../vendors";
import { checkDraft, draftAmount, draftOf, emptyDraft, lineFromProduct, type PurchaseDraft, type PurchaseDraftLine } from "./purchase-draft";
import { PurchaseLineEditor } from "./purchase-line-editor";
import { PurchaseProductPicker } from "./purchase-product-picker";
import { useSavePurchase } from "./purchase-mutations";

/** docs/product.md §9: the Add New Purchase dialog is 1000px wide. */
export const PURCHASE_DIALOG_WIDTH = 1000;
/** docs/product.md §4: what the overlay says while a purchase is saved. */
export const SAVING_PURCHASE = "Saving Purchase...";

export interface PurchaseDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Given: the dialog edits this purchase. Left out: Add New Purchase. */
  purchase?: Purchase | null;
  onSaved?: (purchase: Purchase) => void;
}

/** Errors of one line ("products.2.price" → { price }), for its editor. */
function lineErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `products.${index}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([field, message]) => (field.startsWith(prefix) ? [[field.slice(prefix.length), message]] : [])));
}

/**
 * Dialog 7 of docs/product.md §2: date, vendor, paid by, amount, product lines, attachments and notes. Every
 * change to a line recomputes it and the amount (the sum of line subtotals). Chosen files are
 * uploaded first, then the purchase is saved with the returned records, under the overlay
 * "Saving Purchase...". Success closes the dialog; a failure keeps what was typed.
 */
export function PurchaseDialog({ opened, onClose, purchase, onSaved }: PurchaseDialogProps) {
  const group = useSessionStore(sessionSelectors.group);
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [draft, setDraft] = useState<PurchaseDraft>(() => emptyDraft(timeZone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [addingVendor, setAddingVendor] = useState(false);
  const save = useSavePurchase();

  // Each opening starts from the purchase being edited, or a new one dated now.
  useEffect(() => {
    if (!opened) return;
    setDraft(purchase ? draftOf(purchase) : emptyDraft(timeZone));
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the time zone only dates a new draft as the dialog opens.
  }, [opened, purchase]);

  const change = (changes: Partial<PurchaseDraft>, clear: string[] = Object.keys(changes)) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !clear.some((c) => field === c || field.startsWith(`${c}.`)))));
  };

  const changeLine = (index: number, line: PurchaseDraftLine) => {
    change({ products: draft.products.map((current, i) => (i === index ? line : current)) }, [`products.${index}`, "amount"]);
  };

  // Indices shift when a line goes: the other lines' messages come back with the next save attempt.
  const removeLine = (index: number) => change({ products: draft.products.filter((_, i) => i !== index) }, ["products", "amount"]);

  const addProduct = (product: ProductSearchResult) => change({ products: [...draft.products, lineFromProduct(product)] }, ["products", "amount"]);

  const amount = draftAmount(draft);
  const hasLines = draft.products.length > 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    let attachments: Attachment[] = draft.attachments;
    try {
      if (draft.files.length > 0) {
        attachments = [...draft.attachments, ...(await uploadFiles(draft.files, "/attachments/purchase"))];
        // Uploaded once: a retry after a refused save sends these records instead of uploading again.
        setDraft((current) => ({ ...current, attachments, files: [] }));
      }
      const saved = await save.mutateAsync({ id: purchase?.id, purchase: { ...checked.body, attachments } });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      // The API client has shown the notice; the dialog keeps what was typed, the refused field marked.
      setErrors(serverFieldErrors(error, "purchase"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={purchase ? "Edit Purchase" : "Add New Purchase"}
        size={PURCHASE_DIALOG_WIDTH}
        closeOnClickOutside={false}
        closeOnEscape={false}
        closeButtonProps={{ "aria-label": "Close", disabled: saving }}
      >
        <Box pos="relative">
          <LoadingOverlay
            visible={saving}
            zIndex={10}
            overlayProps={{ blur: 1 }}
            loaderProps={{
              children: (
                <Stack align="center" gap="xs" role="status">
                  <Loader />
                  <Text fw={600}>{SAVING_PURCHASE}</Text>
                </Stack>
              ),
            }}
          />
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="md">
              <DateTimeField label="Date" required value={draft.date} onChange={(date) => change({ date })} error={errors.date} />
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <Group gap={4} align="flex-end" wrap="nowrap">
                  <Box style={{ flex: 1 }}>
                    <VendorPicker data-autofocus label="Vendor" required value={draft.vendor} onChange={(vendor) => change({ vendor })} error={errors.vendor} />
                  </Box>
                  {can(group, "purchases.vendors.new") && (
                    <Tooltip label="Add vendor">
                      <ActionIcon variant="light" size="lg" aria-label="Add vendor" onClick={() => setAddingVendor(true)} mb={errors.vendor ? 22 : 0}>
                        <IconPlus size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
                <EnumSelect
                  label="Paid by"
                  enumeration={PurchasePaidBy}
                  labels={purchasePaidByLabels}
                  value={draft.paidBy}
                  onChange={(paidBy) => change({ paidBy })}
                  error={errors.paidBy}
                />
                <MoneyInput
                  label="Amount"
                  required
                  value={amount}
                  onChange={(cents) => change({ amount: cents })}
                  // With product lines the amount is theirs (docs/product.md §9): shown, recomputed, not typed.
                  disabled={hasLines}
                  description={hasLines ? "The sum of the line subtotals" : undefined}
                  error={errors.amount}
                />
              </SimpleGrid>

              <Stack gap="xs">
                <Text fw={600} id="purchase-products-label">
                  Products
                </Text>
                <PurchaseProductPicker excludes={draft.products.map((line) => line.productId)} onPick={addProduct} />
                <Stack gap="xs" role="list" aria-labelledby="purchase-products-label">
                  {draft.products.length === 0 && (
                    <Text size="sm" c="dimmed">
                      No products yet: add the products bought, or type the amount paid.
                    </Text>
                  )}
                  {draft.products.map((line, index) => (
                    <div role="listitem" key={line.productId}>
                      <PurchaseLineEditor
                        line={line}
                        errors={lineErrors(errors, index)}
                        onChange={(next) => changeLine(index, next)}
                        onRemove={() => removeLine(index)}
                      />
                    </div>
                  ))}
                </Stack>
              </Stack>

              <AttachmentsInput
                label="Attachments"
                value={draft.files}
                onChange={(files) => change({ files })}
                existing={draft.attachments}
                onExistingChange={(attachments) => change({ attachments })}
                error={errors.attachments}
              />
              <Textarea label="Notes" rows={3} value={draft.notes} onChange={(event) => change({ notes: event.currentTarget.value })} error={errors.notes} />
              <Group justify="flex-end">
                <Button type="submit" loading={saving}>
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
        </Box>
      </Modal>
      <VendorDialog
        opened={addingVendor}
        onClose={() => setAddingVendor(false)}
        onSaved={(vendor) => change({ vendor: { id: vendor.id, company: vendor.company } })}
      />
    </>
  );
}
