import { Button, Group, Modal, Text } from "@mantine/core";
import type { SeriesScope } from "@washdesk/domain";
import { useRef, useState } from "react";

/**
 * Asks which appointments of a series a change touches: "This appointment only" or "This and
 * following". `ask()` answers the choice, or null when the person goes back.
 */
export function useSeriesScope() {
  const [asking, setAsking] = useState<string | null>(null);
  const answer = useRef<(scope: SeriesScope | null) => void>(() => undefined);
  const ask = (question: string) =>
    new Promise<SeriesScope | null>((resolve) => {
      answer.current = resolve;
      setAsking(question);
    });
  const reply = (scope: SeriesScope | null) => {
    setAsking(null);
    answer.current(scope);
  };
  const element = (
    <Modal opened={asking !== null} onClose={() => reply(null)} title="Repeating appointment" centered zIndex={400}>
      <Text mb="md">{asking}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => reply(null)}>
          Back
        </Button>
        <Button variant="light" onClick={() => reply("one")}>
          This appointment only
        </Button>
        <Button onClick={() => reply("future")}>This and following</Button>
      </Group>
    </Modal>
  );
  return { ask, element };
}
