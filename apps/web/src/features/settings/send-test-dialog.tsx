import { Alert, Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { isPhone, messages, optionalEmail } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { phoneDigits, PhoneInput } from "../../components/phone-input";
import { useSendTest } from "./message-providers-queries";

export interface SendTestDialogProps {
  channel: "email" | "sms";
  title: string;
  /** The recipient field's label. */
  label: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Send a test": one message sent at once through the provider in use (saved settings, or the
 * server's environment), and the answer shown in the dialog: sent, or the provider's problem.
 */
export function SendTestDialog({ channel, title, label, opened, onClose }: SendTestDialogProps) {
  const send = useSendTest(channel);
  const [recipient, setRecipient] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const to = channel === "email" ? recipient.trim() : phoneDigits(recipient);
    const problem =
      to === ""
        ? messages.required
        : channel === "email"
          ? optionalEmail().safeParse(to).success
            ? null
            : messages.email
          : isPhone(to)
            ? null
            : messages.phone;
    setError(problem);
    if (problem === null) send.mutate(to);
  };
  const close = () => {
    send.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} closeOnClickOutside={false} closeButtonProps={{ "aria-label": "Close" }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {channel === "email" ? (
            <TextInput
              data-autofocus
              required
              type="email"
              label={label}
              value={recipient}
              onChange={(event) => setRecipient(event.currentTarget.value)}
              error={error}
            />
          ) : (
            <PhoneInput data-autofocus required label={label} value={recipient} onChange={setRecipient} error={error} />
          )}
          {send.data && (
            <Alert color={send.data.sent ? "green" : "red"} variant="light" role={send.data.sent ? "status" : "alert"}>
              {send.data.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
