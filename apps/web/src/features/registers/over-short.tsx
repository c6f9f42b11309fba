import { Text, type TextProps } from "@mantine/core";
import { formatMoney, overShortKind, registerMessages, type OverShortKind } from "@washdesk/domain";

/** "Over $2.50", "Short $1.00" or "Balanced": the words a manager reads on a count. */
export function formatOverShort(difference: number): string {
  const kind = overShortKind(difference);
  if (kind === "balanced") return "Balanced";
  return `${kind === "over" ? "Over" : "Short"} ${formatMoney(Math.abs(difference))}`;
}

// Short is money missing (red); over is money unexplained (orange); balanced is the goal.
const colors: Record<OverShortKind, string> = { over: "orange.8", short: "red.8", balanced: "teal.8" };

/** What a blind count shows in place of the expected cash, its parts and the difference. */
export const BLIND_WORDS = registerMessages.countedBlind;

/** A drawer figure (the expected cash or one of its parts), or the words of a blind count when the server left it out for this user. */
export const formatDrawerFigure = (cents: number | null) => (cents === null ? BLIND_WORDS : formatMoney(cents));

/** The difference in words and colour; "Not counted" while the drawer is still open. */
export function OverShortText({ difference, blind, ...props }: { difference: number | null; blind?: boolean } & TextProps) {
  if (blind) {
    return (
      <Text span c="dimmed" {...props}>
        {BLIND_WORDS}
      </Text>
    );
  }
  if (difference === null) {
    return (
      <Text span c="dimmed" {...props}>
        Not counted
      </Text>
    );
  }
  return (
    <Text span fw={600} c={colors[overShortKind(difference)]} {...props}>
      {formatOverShort(difference)}
    </Text>
  );
}
