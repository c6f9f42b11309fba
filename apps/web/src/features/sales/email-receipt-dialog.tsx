import type { Sale } from "@washdesk/domain";
import { SendDialog } from "../../components/send-dialog";
import { useEmailReceipt } from "./sale-mutations";

export interface EmailReceiptDialogProps {
  sale: Pick<Sale, "id" | "number" | "customer">;
  opened: boolean;
  onClose: () => void;
}

/** "E-mail receipt": queued through the outbox to the address typed, the customer's by default. */
export function EmailReceiptDialog({ sale, opened, onClose }: EmailReceiptDialogProps) {
  const send = useEmailReceipt(sale.id);
  return (
    <SendDialog
      title={`E-mail receipt #${sale.number}`}
      opened={opened}
      onClose={onClose}
      fields={{ email: "E-mail" }}
      customer={sale.customer}
      sendLabel="Send receipt"
      sending={send.isPending}
      onSend={(_channel, email) => send.mutateAsync(email === "" ? {} : { email })}
    />
  );
}
