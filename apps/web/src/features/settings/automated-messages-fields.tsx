import { useState } from "react";
import { Button, Fieldset, Group, NumberInput, Switch, Text, TextInput } from "@mantine/core";
import {
  automatedMessageWords,
  quietHoursSchema,
  utilitySettingsUpdateSchema,
  type QuietHours,
  type UtilitySettings,
  type UtilitySettingsUpdate,
} from "@washdesk/domain";

interface Props {
  saved: UtilitySettings;
  saving: boolean;
  onSave: (change: UtilitySettingsUpdate) => void;
}

const capOf = (value: number | string): number | null => (value === "" ? null : Number(value));

/**
 * Quiet hours and the hourly caps of automated and bulk messages (docs/product.md §4 Outgoing
 * messages): the outbox holds those messages; receipts and replies a person sends never wait.
 */
export function AutomatedMessagesFields({ saved, saving, onSave }: Props) {
  const [quiet, setQuiet] = useState<QuietHours>(saved.quietHours);
  const [emails, setEmails] = useState<number | string>(saved.emailsPerHour ?? "");
  const [texts, setTexts] = useState<number | string>(saved.textsPerHour ?? "");
  const change: UtilitySettingsUpdate = { quietHours: quiet, emailsPerHour: capOf(emails), textsPerHour: capOf(texts) };
  const checked = utilitySettingsUpdateSchema.safeParse(change);
  const problem = (path: string) => checked.error?.issues.find((issue) => issue.path.join(".") === path)?.message;
  const quietProblem = quietHoursSchema.safeParse(quiet).error?.issues[0];
  const changed =
    JSON.stringify(quiet) !== JSON.stringify(saved.quietHours) || change.emailsPerHour !== saved.emailsPerHour || change.textsPerHour !== saved.textsPerHour;

  return (
    <Fieldset legend="Automated messages" variant="unstyled">
      <Switch
        label={automatedMessageWords.quietHours}
        description={automatedMessageWords.quietHoursHint}
        checked={quiet.enabled}
        disabled={saving}
        onChange={(event) => setQuiet({ ...quiet, enabled: event.currentTarget.checked })}
        size="md"
      />
      <Group gap="xs" align="flex-start" mt="xs">
        <TextInput
          label={automatedMessageWords.quietStart}
          type="time"
          w={150}
          value={quiet.start}
          disabled={saving || !quiet.enabled}
          onChange={(event) => setQuiet({ ...quiet, start: event.currentTarget.value })}
          error={quietProblem?.path[0] === "start" ? quietProblem.message : undefined}
        />
        <TextInput
          label={automatedMessageWords.quietEnd}
          type="time"
          w={150}
          value={quiet.end}
          disabled={saving || !quiet.enabled}
          onChange={(event) => setQuiet({ ...quiet, end: event.currentTarget.value })}
          error={quietProblem?.path[0] === "end" ? quietProblem.message : undefined}
        />
      </Group>
      <Group gap="xs" align="flex-start" mt="sm">
        {(
          [
            ["emailsPerHour", automatedMessageWords.emailsPerHour, emails, setEmails],
            ["textsPerHour", automatedMessageWords.textsPerHour, texts, setTexts],
          ] as const
        ).map(([key, label, value, set]) => (
          <NumberInput
            key={key}
            label={label}
            placeholder={automatedMessageWords.noCap}
            value={value}
            onChange={set}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            error={problem(key)}
            disabled={saving}
            w={220}
          />
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {automatedMessageWords.capsHint}
      </Text>
      <Button variant="light" mt="xs" disabled={!checked.success || !changed || saving} onClick={() => checked.success && onSave(change)}>
        Save automated messages
      </Button>
    </Fieldset>
  );
}
