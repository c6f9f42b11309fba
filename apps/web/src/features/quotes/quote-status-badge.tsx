import { Badge } from "@mantine/core";
import { QuoteStatus, quoteStatusLabels } from "@washdesk/domain";

const colors: Record<QuoteStatus, string> = {
  [QuoteStatus.Open]: "yellow",
  [QuoteStatus.Sent]: "blue",
  [QuoteStatus.Converted]: "teal",
  [QuoteStatus.Cancelled]: "gray",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge color={colors[status]} variant="light" aria-label={`Status: ${quoteStatusLabels[status]}`}>
      {quoteStatusLabels[status]}
    </Badge>
  );
}
