import { Badge } from "@mantine/core";
import { outgoingTextStatusLabels, type OutgoingTextStatus } from "@washdesk/domain";

/** The colour of each state of a sent text; its words are the domain's (inbox-words.ts). */
const colours: Record<OutgoingTextStatus, string> = {
  pending: "blue",
  queued: "blue",
  sent: "teal",
  delivered: "green",
  undelivered: "red",
  failed: "red",
  notSent: "gray",
};

export function TextStatusBadge({ status, error }: { status: OutgoingTextStatus; error: string | null }) {
  return (
    <Badge size="xs" color={colours[status]} variant="light" style={{ textTransform: "none" }} title={error ?? undefined}>
      {outgoingTextStatusLabels[status]}
    </Badge>
  );
}
