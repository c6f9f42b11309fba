import { Button, Group, Modal, Radio, Stack, TextInput } from "@mantine/core";
import { isPhone, messages, normalizePhone, optionalEmail } from "@washdesk/domain";
import { useState, type FormEvent, type ReactNode } from "react";
import { phoneDigits, PhoneInput } from "./phone-input";

/** How a document leaves the shop: by e-mail or by text message. */
export type SendChannel = "email" | "sms";

export interface SendDialogProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  /** The field's label for each way offered; with both, a "Send by" choice comes first. */
  fields: Partial<Record<SendChannel, string>>;
  /**
   * The customer's address and number, typed in by default. A customer shown without them (no
   * right to see contacts, or none known) may still have them on file: the field may then stay
   * empty, and the server sends to what is on file.
   */
  customer: { email?: string | null; phone?: string | null } | null | undefined;
  /** The submit button's words: "Send receipt". */
  sendLabel: string;
  sending: boolean;
  /** Sends to the recipient typed (an address, or ten digits; "" for the contact on file); a rejection keeps the dialog open. */
  onSend: (channel: SendChannel, recipient: string) => Promise<unknown>;
  /** The words of a refusal about the recipient, put under the field (the notice says them too); null for any other failure. */
  recipientErrorOf?: (error: unknown) => string | null;
  /** Said above the fields (what is needed first, say); with `blocked`, nothing can be sent. */
  notice?: ReactNode;
  blocked?: boolean;
}

/** "555 123 4567", the phone field's mask, from a stored number. */
function maskedPhone(stored: string): string {
  const digits = normalizePhone(stored);
  return digits ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : stored;
}

/** What is wrong with the recipient typed for the channel, or null when it will do. */
function recipientProblem(channel: SendChannel, email: string, phone: string, onFile: boolean): string | null {
  if (channel === "email") {
    if (email.trim() === "") return onFile ? null : messages.required;
    return optionalEmail().safeParse(email.trim()).success ? null : messages.email;
  }
  if (phoneDigits(phone) === "") return onFile ? null : messages.required;
  return isPhone(phoneDigits(phone)) ? null : messages.phone;
}

/**
 * Sends a receipt or a quote to an address or a number, the customer's by default. The recipient
 * is checked here first with the server's own words; the send itself is queued by the server.
 */
export function SendDialog({
  title,
  opened,
  onClose,
  fields,
  customer,
  sendLabel,
  sending,
  onSend,
  recipientErrorOf,
  notice,
  blocked = false,
}: SendDialogProps) {
  const offered = (["email", "sms"] as const).filter((channel) => fields[channel] !== undefined);
  // With both ways, e-mail is the default unless the customer has only a number.
  const [channel, setChannel] = useState<SendChannel>(offered.length > 1 && !customer?.email && customer?.phone ? "sms" : (offered[0] ?? "email"));
  const [email, setEmail] = useState(customer?.email ?? "");
  const [phone, setPhone] = useState(maskedPhone(customer?.phone ?? ""));
  const [error, setError] = useState<string | null>(null);
  const onFile = Boolean(customer) && !customer?.email && !customer?.phone;
  const onFileHint = onFile ? "Leave empty to send to the customer's contact on file." : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = recipientProblem(channel, email, phone, onFile);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await onSend(channel, channel === "email" ? email.trim() : phoneDigits(phone));
    } catch (failure) {
      // The notice has said why; the dialog stays open, with the words under the field when they are about it.
      setError(recipientErrorOf?.(failure) ?? null);
      return;
    }
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} closeOnClickOutside={false} closeOnEscape={false} closeButtonProps={{ "aria-label": "Close" }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {notice}
          {offered.length > 1 && (
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
          )}
          {channel === "email" ? (
            <TextInput
              data-autofocus
              label={fields.email}
              type="email"
              required={!onFile}
              description={onFileHint}
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setError(null);
              }}
              error={error}
            />
          ) : (
            <PhoneInput
              data-autofocus
              label={fields.sms}
              required={!onFile}
              description={onFileHint}
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
            <Button type="submit" loading={sending} disabled={blocked}>
              {sendLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
