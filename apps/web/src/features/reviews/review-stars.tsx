import { Text } from "@mantine/core";
import { RATING_MAX } from "@washdesk/domain";

/** A rating as filled and empty stars, read out as "4 of 5 stars". */
export function ReviewStars({ rating }: { rating: number | null }) {
  if (rating === null) return <Text c="dimmed">—</Text>;
  return (
    <Text c="yellow.8" fw={700} aria-label={`${rating} of ${RATING_MAX} stars`} role="img" style={{ whiteSpace: "nowrap", letterSpacing: 1 }}>
      {"★".repeat(rating)}
      <Text span c="gray.5" inherit>
        {"★".repeat(RATING_MAX - rating)}
      </Text>
    </Text>
  );
}
