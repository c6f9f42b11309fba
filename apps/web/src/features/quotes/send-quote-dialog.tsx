import type { Quote } from "@washdesk/domain";
import { SendDialog } from "../../components/send-dialog";
import { useSendQuote } from "./quote-mutations";

export interface SendQuoteDialogProps {
  quote: Pick<Quote, "id" | "number" | "customer">;
  opened: boolean;
  onClose: () => void;
}

/** "Send quote": by e-mail or text message, to the customer's address or number by default; queued through the outbox. */
export function SendQuoteDialog({ quote, opened, onClose }: SendQuoteDialogProps) {
  const send = useSendQuote(quote.id);
  return (
    <SendDialog
      title={`Send quote Q-${quote.number}`}
      opened={opened}
      onClose={onClose}
      fields={{ email: "E-mail address", sms: "Phone" }}
      customer={quote.customer}
      sendLabel="Send quote"
      sending={send.isPending}
      onSend={(channel, recipient) => send.mutateAsync({ channel, recipient })}
    />
  );
}
