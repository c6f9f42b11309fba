import { useState } from "react";
import { Button, Loader, Group, NumberInput, Switch, Text } from "@mantine/core";
import { RECEIPT_MESSAGES_PER_HOUR_MAX, receiptMessagesPerHourMessage } from "@washdesk/domain";
import { SettingsSection } from "./settings-section";
import { MessageProvidersFields } from "./message-providers-fields";
import { TimeClockFields } from "./time-clock-fields";
import { useUpdateUtilitySettings, useUtilitySettings } from "./utility-settings-queries";
import { AutomatedMessagesFields } from "./automated-messages-fields";

/**
 * System Settings › Utility: how the shop runs its drawers. Blind close: whoever may not edit
 * registers counts the drawer without seeing the expected cash; managers read the over/short.
 * Receipt messages an hour: texts and e-mails cost money, so each person sends at most this many.
 * Automated messages: quiet hours and hourly caps the outbox keeps.
 * The message providers: the SMTP server and the SMS account receipts and notices go out through.
 */
export function UtilitySection() {
  const settings = useUtilitySettings();
  const update = useUpdateUtilitySettings();

  return (
    <SettingsSection title="Utility" loadingLabel="utility settings" query={settings}>
      {settings.data && (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Switch
            label="Blind close"
            description="Cashiers count the drawer without seeing the expected cash. Only managers see whether it was over or short."
            checked={update.isPending && update.variables.blindClose !== undefined ? update.variables.blindClose : settings.data.blindClose}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ blindClose: event.currentTarget.checked })}
            size="md"
          />
          {update.isPending && <Loader size="xs" aria-label="Saving" />}
        </Group>
      )}
      {settings.data && (
        <ReceiptCapField
          saved={settings.data.receiptMessagesPerHour}
          saving={update.isPending}
          onSave={(value) => update.mutate({ receiptMessagesPerHour: value })}
        />
      )}
      {settings.data && <AutomatedMessagesFields saved={settings.data} saving={update.isPending} onSave={(change) => update.mutate(change)} />}
      {update.isError && (
        <Text size="sm" c="red" role="alert">
          {update.error.message}
        </Text>
      )}
      {/* A server from before the time clock sends no timeClock part. */}
      {settings.data?.timeClock && (
        <TimeClockFields saved={settings.data.timeClock} saving={update.isPending} onSave={(timeClock) => update.mutate({ timeClock })} />
      )}
      {settings.data && <MessageProvidersFields />}
    </SettingsSection>
  );
}

function ReceiptCapField({ saved, saving, onSave }: { saved: number; saving: boolean; onSave: (value: number) => void }) {
  const [value, setValue] = useState<number | string>(saved);
  const valid = typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= RECEIPT_MESSAGES_PER_HOUR_MAX;
  return (
    <Group gap="sm" align="flex-end">
      <NumberInput
        label="Receipt texts and e-mails per person an hour"
        description="Receipts by text or e-mail are paid messages. Each person sends at most this many in any hour."
        value={value}
        onChange={setValue}
        min={1}
        max={RECEIPT_MESSAGES_PER_HOUR_MAX}
        allowDecimal={false}
        allowNegative={false}
        error={valid ? undefined : receiptMessagesPerHourMessage}
        disabled={saving}
        w={320}
      />
      <Button variant="light" disabled={!valid || value === saved || saving} onClick={() => valid && onSave(value)}>
        Save
      </Button>
    </Group>
  );
}
