import { Button, Group, Radio, Stack, Text } from "@mantine/core";
import { payrollMessages, payrollSettingsSchema, TIP_MODES, tipModeLabels, type PayrollSettings, type TipMode } from "@washdesk/domain";
import { useState } from "react";
import { DateField } from "../../components/date-field";
import { saveChecked } from "../../components/zod-form";
import { SettingsSection } from "./settings-section";
import { usePayrollSettingsSection, useUpdatePayrollSettings } from "./payroll-settings-queries";

/**
 * System Settings › Payroll: where card tips go (to the staff on the sale's lines, or into the day's
 * pool shared by hours), and the first day of any every-other-week pay period. Runs already paid
 * keep what they paid.
 */
export function PayrollSection() {
  const settings = usePayrollSettingsSection();
  return (
    <SettingsSection title="Payroll" loadingLabel="payroll settings" query={settings}>
      {settings.data && <PayrollFields key={JSON.stringify(settings.data)} saved={settings.data} />}
    </SettingsSection>
  );
}

function PayrollFields({ saved }: { saved: PayrollSettings }) {
  const update = useUpdatePayrollSettings();
  const [draft, setDraft] = useState<PayrollSettings>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const unchanged = draft.tipMode === saved.tipMode && draft.biweeklyAnchor === saved.biweeklyAnchor;

  const save = async () => {
    await saveChecked(payrollSettingsSchema, draft, (value) => update.mutateAsync(value), setErrors, "payroll");
  };

  return (
    <Stack gap="sm">
      <Radio.Group
        label="Card tips go"
        value={draft.tipMode}
        onChange={(tipMode) => setDraft((d) => ({ ...d, tipMode: tipMode as TipMode }))}
        error={errors.tipMode}
      >
        <Stack gap={6} mt={6}>
          {TIP_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={tipModeLabels[mode]} disabled={update.isPending} />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="xs" c="dimmed">
        {draft.tipMode === "pool" ? payrollMessages.tipPoolRule : payrollMessages.tipsByLineRule} {payrollMessages.leftoverCentsRule}
      </Text>
      <DateField
        label="First day of an every-other-week period"
        description="Every other week, a pay period starts 14 days after the one before, counted from this day."
        value={draft.biweeklyAnchor}
        onChange={(biweeklyAnchor) => setDraft((d) => ({ ...d, biweeklyAnchor }))}
        error={errors.biweeklyAnchor}
        required
        w="16rem"
      />
      <Group>
        <Button variant="light" disabled={unchanged || update.isPending} loading={update.isPending} onClick={() => void save()}>
          Save payroll settings
        </Button>
      </Group>
    </Stack>
  );
}
