import { Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { canResendMessage, messagePurpose, type MessageDetail } from "@washdesk/domain";
import { DetailTable } from "../../components/detail-table";
import { formatDateTimeAt } from "../../components/shop-dates";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useMessage, useResendMessage, type MessageChannel } from "./message-log-queries";
import { MessageStatusBadge } from "./message-status-badge";

export interface MessageDetailDialogProps {
  channel: MessageChannel;
  id: number | null;
  onClose: () => void;
}

/** One message: what was sent, to whom, what became of it, and its history; a failed one can be sent again. */
export function MessageDetailDialog({ channel, id, onClose }: MessageDetailDialogProps) {
  const message = useMessage(channel, id);
  const title = channel === "email" ? "E-mail" : "Text message";
  return (
    <Modal opened={id !== null} onClose={onClose} title={id !== null ? `${title} #${id}` : title} size="lg" closeButtonProps={{ "aria-label": "Close" }}>
      {message.data ? <MessageBody channel={channel} detail={message.data} /> : <Loader size="sm" aria-label="Loading the message" />}
    </Modal>
  );
}

// Whoever reads a channel's log may send its failed messages again (the same permission, docs/product.md §6).
function MessageBody({ channel, detail }: { channel: MessageChannel; detail: MessageDetail }) {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const key = useIdempotencyKey();
  const resend = useResendMessage(channel, detail.id, key.key);
  const rows = [
    { key: "to", cells: ["To", detail.recipient] },
    // An e-mail's subject says what it was for; a text names its record.
    channel === "email" ? { key: "subject", cells: ["Subject", detail.subject] } : { key: "for", cells: ["For", messagePurpose(detail)] },
    { key: "status", cells: ["Status", <MessageStatusBadge key="status" status={detail.status} lastError={detail.lastError} />] },
    { key: "attempts", cells: ["Attempts", String(detail.attempts)] },
    ...(detail.lastError && detail.status !== "not_sent" ? [{ key: "error", cells: ["Error", detail.lastError] }] : []),
    { key: "by", cells: ["Sent by", detail.createdBy ?? "The shop (automatic)"] },
  ];
  return (
    <Stack gap="md">
      <DetailTable label="Message" rows={rows} />
      <Stack gap={4}>
        <Text fw={600} size="sm">
          Message
        </Text>
        {/* Monospace: a receipt by e-mail is written in columns. */}
        <Text size="sm" ff="monospace" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }} p="sm" bg="var(--mantine-color-gray-0)">
          {detail.body}
        </Text>
      </Stack>
      <DetailTable
        label="History"
        columns={["Time", "What happened"]}
        rows={detail.history.map((event, index) => ({ key: index, cells: [formatDateTimeAt(event.at, timeZone), event.text] }))}
      />
      {canResendMessage(detail.status) && (
        <Group justify="flex-end">
          <Button loading={resend.isPending} onClick={() => resend.mutate(undefined, { onSuccess: key.renew })}>
            Send again
          </Button>
        </Group>
      )}
    </Stack>
  );
}
