import { Button, Group, Modal, Radio, Stack, TextInput } from "@mantine/core";
import { isPhone, messages, optionalEmail, type Quote, type QuoteChannel } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { phoneDigits, PhoneInput } from "../../components/phone-input";
import { useSendQuote } from "./quote-mutations";

export interface SendQuoteDialogProps {
  quote: Pick<Quote, "id" | "number" | "customer">;
  opened: boolean;
  onClose: () => void;
}

/** "555 123 4567", the phone field's mask, from stored digits. */
const maskedPhone = (digits: string) => (digits.length === 10 ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : digits);

/** The address or number's problem for the channel, or null when it will do. */
function recipientProblem(channel: QuoteChannel, email: string, phone: string): string | null {
  if (channel === "email") {
    if (email.trim() === "") return messages.required;
    return optionalEmail().safeParse(email.trim()).success ? null : messages.email;
  }
  if (phoneDigits(phone) === "") return messages.required;
  return isPhone(phoneDigits(phone)) ? null : messages.phone;
}

/** "Send quote": by e-mail or text message, to the customer's address or number by default; queued through the outbox. */
export function SendQuoteDialog({ quote, opened, onClose }: SendQuoteDialogProps) {
  const [channel, setChannel] = useState<QuoteChannel>(quote.customer?.email || !quote.customer?.phone ? "email" : "sms");
  const [email, setEmail] = useState(quote.customer?.email ?? "");
  const [phone, setPhone] = useState(maskedPhone(quote.customer?.phone ?? ""));
  const [error, setError] = useState<string | null>(null);
  const send = useSendQuote(quote.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = recipientProblem(channel, email, phone);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await send.mutateAsync({ channel, recipient: channel === "email" ? email.trim() : phoneDigits(phone) });
    } catch {
      // The notice has said why; the dialog stays open.
      return;
    }
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Send quote Q-${quote.number}`}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Radio.Group
            label="Send by"
            value={channel}
            onChange={(value) => {
              setChannel(value === "sms" ? "sms" : "email");
              setError(null);
            }}
          >
            <Group gap="md" mt={8}>
              <Radio value="email" label="E-mail" />
              <Radio value="sms" label="Text message" />
            </Group>
          </Radio.Group>
          {channel === "email" ? (
            <TextInput
              label="E-mail address"
              type="email"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setError(null);
              }}
              error={error}
            />
          ) : (
            <PhoneInput
              label="Phone"
              required
              value={phone}
              onChange={(masked) => {
                setPhone(masked);
                setError(null);
              }}
              error={error}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send quote
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
