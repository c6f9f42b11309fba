import { Alert } from "@mantine/core";
import { payLinkWords, type Sale } from "@washdesk/domain";
import { SendDialog } from "../../components/send-dialog";
import { serverFieldErrors } from "../../components/server-field-errors";
import { usePaymentProfileSettings } from "../settings";
import { useSendPayLink } from "./pay-link-mutations";

export interface PayLinkDialogProps {
  sale: Pick<Sale, "id" | "number" | "customer">;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Send payment link": by e-mail or text, to the customer's contact unless another is typed
 * (docs/product.md §4 Pay by link). Without the payment profile's Stripe keys it says what is
 * needed first and sends nothing.
 */
export function PayLinkDialog({ sale, opened, onClose }: PayLinkDialogProps) {
  const send = useSendPayLink(sale.id);
  const profile = usePaymentProfileSettings();
  const keysMissing = profile.data !== undefined && !(profile.data.stripe.secretKey.isSet && profile.data.stripe.webhookSecret.isSet);
  return (
    <SendDialog
      title={`Send payment link #${sale.number}`}
      opened={opened}
      onClose={onClose}
      fields={{ email: "E-mail address", sms: "Phone number" }}
      customer={sale.customer}
      sendLabel="Send link"
      sending={send.isPending}
      blocked={keysMissing}
      notice={
        keysMissing ? (
          <Alert color="yellow" variant="light" title="Payment profile needed" role="status">
            {payLinkWords.needsPaymentProfile}
          </Alert>
        ) : undefined
      }
      recipientErrorOf={(error) => serverFieldErrors(error, "").recipient ?? null}
      onSend={(channel, recipient) => send.mutateAsync(recipient === "" ? { channel } : { channel, recipient })}
    />
  );
}
