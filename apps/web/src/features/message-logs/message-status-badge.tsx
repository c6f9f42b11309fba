import { Badge } from "@mantine/core";
import { messageStatusText, type MessageStatus } from "@washdesk/domain";

/** The colour of each status; its words are the domain's (message-status.ts). */
const colours: Record<MessageStatus, string> = { pending: "blue", sent: "green", failed: "red", not_sent: "gray" };

export function MessageStatusBadge({ status, lastError }: { status: MessageStatus; lastError: string | null }) {
  return (
    <Badge color={colours[status]} variant="light" style={{ textTransform: "none" }}>
      {messageStatusText(status, lastError)}
    </Badge>
  );
}
