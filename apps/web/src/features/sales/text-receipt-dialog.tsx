import type { Sale } from "@washdesk/domain";
import { SendDialog } from "../../components/send-dialog";
import { useTextReceipt } from "./sale-mutations";

export interface TextReceiptDialogProps {
  sale: Pick<Sale, "id" | "number" | "customer">;
  opened: boolean;
  onClose: () => void;
}

/** "Text receipt": queued through the outbox to the number typed, the customer's by default. */
export function TextReceiptDialog({ sale, opened, onClose }: TextReceiptDialogProps) {
  const send = useTextReceipt(sale.id);
  return (
    <SendDialog
      title={`Text receipt #${sale.number}`}
      opened={opened}
      onClose={onClose}
      fields={{ sms: "Mobile phone" }}
      customer={sale.customer}
      sendLabel="Send receipt"
      sending={send.isPending}
      onSend={(_channel, phone) => send.mutateAsync(phone === "" ? {} : { phone })}
    />
  );
}
