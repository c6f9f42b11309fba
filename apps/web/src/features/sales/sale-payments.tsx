import { can, payableStatuses, type PaymentInput, type Sale } from "@washdesk/domain";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { PaymentsPanel } from "./payments-panel";
import { useAddPayment } from "./sale-mutations";
import { useIdempotencyKey } from "../../components/use-idempotency-key";

/** A saved sale's payments, and the next one taken while it is Pending with a balance. */
export function SalePayments({ sale }: { sale: Sale }) {
  const group = useSessionStore(sessionSelectors.group);
  const addPayment = useAddPayment(sale.id);
  const paymentKey = useIdempotencyKey();
  const canPay = !sale.deleted && payableStatuses.includes(sale.status) && can(group, "sales.new", "sales.edit", "sales.pos.new");

  const add = async (payment: PaymentInput) => {
    try {
      await addPayment.mutateAsync({ body: payment, idempotencyKey: paymentKey.key });
      paymentKey.renew();
    } catch {
      // The notice has said why; the form keeps the payment and the same key serves the retry.
    }
  };

  return (
    <PaymentsPanel
      amount={sale.amount}
      payments={sale.payments.map((payment) => ({ ...payment, key: payment.id }))}
      canAdd={canPay}
      allowAwardPoints={sale.customer !== null}
      adding={addPayment.isPending}
      onAdd={(payment) => void add(payment)}
    />
  );
}
