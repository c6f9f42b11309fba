import { useState } from "react";
import { Button, Fieldset, Group, NumberInput, Select } from "@mantine/core";
import { timeClockSettingsSchema, type TimeClockSettings } from "@washdesk/domain";

const roundingOptions = [
  { value: "0", label: "No rounding" },
  { value: "5", label: "Nearest 5 minutes" },
  { value: "6", label: "Nearest 6 minutes" },
  { value: "15", label: "Nearest 15 minutes" },
];

export interface TimeClockFieldsProps {
  saved: TimeClockSettings;
  saving: boolean;
  onSave: (value: TimeClockSettings) => void;
}

/**
 * The time clock's utility settings (docs/product.md §2 /timeClock/list): how many days back a
 * manager may change a shift, after how many hours an open shift is flagged, and the rounding of
 * punches for paid time (the punches themselves are kept as made).
 */
export function TimeClockFields({ saved, saving, onSave }: TimeClockFieldsProps) {
  const [draft, setDraft] = useState<{ editWindowDays: number | string; openShiftLimitHours: number | string; roundingMinutes: string }>({
    editWindowDays: saved.editWindowDays,
    openShiftLimitHours: saved.openShiftLimitHours,
    roundingMinutes: String(saved.roundingMinutes),
  });
  const parsed = timeClockSettingsSchema.safeParse({ ...draft, roundingMinutes: Number(draft.roundingMinutes) });
  const problem = (field: string) => (parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message);
  const unchanged = parsed.success && JSON.stringify(parsed.data) === JSON.stringify(saved);
  return (
    <Fieldset legend="Time clock">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NumberInput
          label="Days back a manager may edit shifts"
          value={draft.editWindowDays}
          onChange={(editWindowDays) => setDraft((d) => ({ ...d, editWindowDays }))}
          allowDecimal={false}
          allowNegative={false}
          error={problem("editWindowDays")}
          disabled={saving}
          w={260}
        />
        <NumberInput
          label="Flag a shift open longer than (hours)"
          value={draft.openShiftLimitHours}
          onChange={(openShiftLimitHours) => setDraft((d) => ({ ...d, openShiftLimitHours }))}
          allowDecimal={false}
          allowNegative={false}
          error={problem("openShiftLimitHours")}
          disabled={saving}
          w={260}
        />
        <Select
          label="Round punches for paid time"
          data={roundingOptions}
          value={draft.roundingMinutes}
          onChange={(roundingMinutes) => roundingMinutes && setDraft((d) => ({ ...d, roundingMinutes }))}
          allowDeselect={false}
          disabled={saving}
          w={220}
        />
      </Group>
      <Button mt="sm" variant="light" disabled={!parsed.success || unchanged || saving} onClick={() => parsed.success && onSave(parsed.data)}>
        Save time clock settings
      </Button>
    </Fieldset>
  );
}
