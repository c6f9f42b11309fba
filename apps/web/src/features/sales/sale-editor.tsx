import { Alert, Group } from "@mantine/core";
import { can, cashChange, OrderStatus, type PaymentInput, type Sale } from "@washdesk/domain";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { PricedDocumentLayout, SaveDocumentButton } from "../../components/priced-document-layout";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { CashNeedsDrawerNotice, useStationRegister } from "../registers";
import { DraftLinesSection } from "./draft-lines-section";
import { DraftParty } from "./draft-party";
import { paidOf, PaymentsPanel } from "./payments-panel";
import { needsDrawer } from "./sale-payments";
import { draftFromSale, emptyDraft, saleCreateBody, saleUpdateBody, type SaleDraft } from "./sale-draft";
import { useCreateSale, useUpdateSale } from "./sale-mutations";
import { SaleTotals } from "./sale-totals";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { usePricedDraft } from "./use-priced-draft";

type DraftPayment = PaymentInput & { key: string };

let paymentCounter = 0;

export interface SaleEditorProps {
  /** Left out: a new sale (/sales/new). */
  sale?: Sale;
}

/**
 * /sales/new and /sales/:saleID: who the sale is for, its lines priced live with the domain pricing
 * (the total shown is sent as expectedAmount), notes, and for a new sale the payments taken with it.
 * A saved sale's lines change only while it is Pending with nothing paid; notes while it is not deleted.
 */
export function SaleEditor({ sale }: SaleEditorProps) {
  const group = useSessionStore(sessionSelectors.group);
  const navigate = useNavigate();
  const initial = useMemo(() => (sale ? draftFromSale(sale) : emptyDraft()), [sale]);
  const [payments, setPayments] = useState<DraftPayment[]>([]);
  const [noDrawer, setNoDrawer] = useState(false);
  const { openSession } = useStationRegister();
  const saleKey = useIdempotencyKey();
  const create = useCreateSale();
  const update = useUpdateSale(sale?.id ?? "");

  const canChange = sale ? !sale.deleted && can(group, "sales.edit") : can(group, "sales.new");
  const linesEditable = canChange && (!sale || (sale.status === OrderStatus.Pending && sale.paidTotal === 0));

  const editor = usePricedDraft<SaleDraft>(initial, { linesEditable, freshPrices: sale !== undefined && linesEditable });
  const { draft, change, pricing, noLines } = editor;
  const paid = paidOf(payments);
  const saving = create.isPending || update.isPending;

  const addPayment = (payment: PaymentInput) => setPayments((current) => [...current, { ...payment, key: `payment-${++paymentCounter}` }]);

  const save = async () => {
    setNoDrawer(false);
    const priced = editor.tryToSave();
    if (!priced) return;
    try {
      if (!sale) {
        if (paid > priced.amount) return;
        const body = saleCreateBody(
          draft,
          priced.amount,
          payments.map(({ key: _key, ...payment }) => payment),
        );
        // The sale and its payments belong to this station's open drawer session, when there is one.
        const created = await create.mutateAsync({ body: { ...body, registerSessionId: openSession?.id }, idempotencyKey: saleKey.key });
        saleKey.renew();
        void navigate(`/sales/${created.id}`);
      } else {
        await update.mutateAsync(saleUpdateBody(draft, priced.amount, editor.repriced));
      }
    } catch (error) {
      // The notice has said why; the form keeps what was typed, and the same key serves the retry.
      setNoDrawer(needsDrawer(error));
    }
  };

  const fullyPaid = pricing !== null && payments.length > 0 && paid === pricing.amount;
  const totals = linesEditable ? pricing : (sale ?? null);

  return (
    <PricedDocumentLayout
      partyTitleId="sale-party-title"
      party={<DraftParty editable={canChange} party={draft} onChange={change} partyLocked={!linesEditable} saved={sale} />}
      lines={<DraftLinesSection titleId="sale-lines-title" editable={linesEditable} saved={sale?.lines} {...editor.lines} />}
      notes={draft.notes}
      onNotesChange={(notes) => change({ notes })}
      readOnly={!canChange}
      totals={<SaleTotals totals={totals} />}
    >
      {!sale && (
        <PaymentsPanel
          amount={pricing?.amount ?? null}
          payments={payments.map((p) => ({
            key: p.key,
            method: p.method,
            amount: p.amount,
            tip: p.tip ?? 0,
            tendered: p.tendered ?? null,
            change: p.tendered === undefined ? null : cashChange(p.tendered, p.amount, p.tip ?? 0),
            reference: p.reference ?? "",
          }))}
          canAdd={canChange && !noLines}
          allowAwardPoints={draft.customer !== null}
          refusal={noDrawer ? <CashNeedsDrawerNotice /> : undefined}
          onAdd={addPayment}
          onRemove={(key) => setPayments((current) => current.filter((p) => p.key !== key))}
        />
      )}

      {!sale && pricing && paid > pricing.amount && (
        <Alert color="red" variant="light" title="Payments exceed the total">
          Take a payment off before saving.
        </Alert>
      )}

      {canChange && (
        <Group justify="flex-end">
          <SaveDocumentButton saving={saving} disabled={sale ? !editor.changed : pricing !== null && paid > pricing.amount} onSave={() => void save()}>
            {sale ? "Save changes" : fullyPaid ? "Complete sale" : "Save sale"}
          </SaveDocumentButton>
        </Group>
      )}
    </PricedDocumentLayout>
  );
}
