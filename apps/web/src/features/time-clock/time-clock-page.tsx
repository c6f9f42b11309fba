import { Badge, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { clockStateLabels } from "@washdesk/domain";
import { useState } from "react";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { boardToday, clockSinceText } from "./clock-since";
import { PunchDialog } from "./punch-dialog";
import { useClockBoard } from "./time-clock-queries";

const stateColors = { working: "green", onBreak: "yellow", off: "gray" } as const;

/**
 * The kiosk at the counter (docs/product.md §2 /timeClock): everyone who may punch as a large tile,
 * those on the clock first; a tap opens the punch dialog, which fits a 1024×768 tablet and a phone
 * without scrolling. Every open kiosk follows realtime hints of the time clock.
 */
export default function TimeClockPage() {
  const board = useClockBoard();
  const utility = useSessionStore(sessionSelectors.utility);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const people = board.data?.people ?? [];
  const chosen = people.find((p) => p.userId === chosenId) ?? null;
  const working = people.filter((p) => p.state === "working").length;
  const onBreak = people.filter((p) => p.state === "onBreak").length;

  const timeZone = utility?.timeZone;
  const today = boardToday(board.data?.serverTime, timeZone);

  return (
    <Stack gap="md">
      <Text aria-live="polite" fw={500}>
        {board.isPending ? "Loading who is on the clock…" : `${working} on the clock, ${onBreak} on a break`}
      </Text>
      {/* Four to a row only on the widest screens: beside the docked menu a quarter of the width cut names short. */}
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, xl: 4 }} spacing="sm" role="list" aria-label="Staff">
        {people.map((p) => (
          <Paper key={p.userId} withBorder role="listitem" p={0}>
            {/* Named by what it shows (name, state, since when), so a spoken command finds it (WCAG 2.5.3). */}
            <UnstyledButton onClick={() => setChosenId(p.userId)} p="md" w="100%" style={{ minHeight: 72 }}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="lg" truncate>
                  {p.name}
                </Text>
                <Badge color={p.flagged ? "orange" : stateColors[p.state]} variant="light">
                  {p.flagged ? "Open too long" : clockStateLabels[p.state]}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {clockSinceText(p, today, timeZone)}
              </Text>
            </UnstyledButton>
          </Paper>
        ))}
      </SimpleGrid>
      <PunchDialog person={chosen} today={today} onClose={() => setChosenId(null)} />
    </Stack>
  );
}
