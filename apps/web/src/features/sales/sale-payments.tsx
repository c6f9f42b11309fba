import { can, payableStatuses, saleRefusals, type PaymentInput, type Sale } from "@washdesk/domain";
import { useState } from "react";
import { ApiError } from "../../api/api-error";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { CashNeedsDrawerNotice, useStationRegister } from "../registers";
import { PaymentsPanel } from "./payments-panel";
import { useAddPayment } from "./sale-mutations";
import { useIdempotencyKey } from "../../components/use-idempotency-key";

/** Whether a failure is the server's "cash needs an open register". */
export const needsDrawer = (error: unknown) => error instanceof ApiError && error.code === saleRefusals.cashNeedsDrawer.code;

/**
 * A saved sale's payments, and the next one taken while it is Pending with a balance. A payment goes
 * into this station's open drawer session when there is one; cash without one is refused.
 */
export function SalePayments({ sale }: { sale: Sale }) {
  const group = useSessionStore(sessionSelectors.group);
  const { openSession } = useStationRegister();
  const addPayment = useAddPayment(sale.id);
  const paymentKey = useIdempotencyKey();
  const [noDrawer, setNoDrawer] = useState(false);
  const canPay = !sale.deleted && payableStatuses.includes(sale.status) && can(group, "sales.new", "sales.edit", "sales.pos.new");

  const add = async (payment: PaymentInput) => {
    setNoDrawer(false);
    try {
      await addPayment.mutateAsync({ body: { ...payment, registerSessionId: openSession?.id }, idempotencyKey: paymentKey.key });
      paymentKey.renew();
    } catch (error) {
      // The notice has said why; the form keeps the payment and the same key serves the retry.
      setNoDrawer(needsDrawer(error));
    }
  };

  return (
    <PaymentsPanel
      amount={sale.amount}
      payments={sale.payments.map((payment) => ({ ...payment, key: payment.id }))}
      canAdd={canPay}
      allowAwardPoints={sale.customer !== null}
      adding={addPayment.isPending}
      refusal={noDrawer ? <CashNeedsDrawerNotice /> : undefined}
      onAdd={(payment) => void add(payment)}
    />
  );
}
