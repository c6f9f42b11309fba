import { useState } from "react";
import { Button, Group, Modal, NumberInput, Stack, Text } from "@mantine/core";
import { campaignWords as words, DAILY_CAP_MAX, PER_MINUTE_MAX, type CampaignSettings } from "@washdesk/domain";
import { serverFieldErrors } from "../../components/server-field-errors";
import { useCampaignSettings, useSaveCampaignSettings } from "./campaign-queries";

/** Marketing › Sending limits: the daily cap (so a mistake cannot run up the bill) and the pace. */
export function CampaignSettingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const settings = useCampaignSettings();
  return (
    <Modal opened={opened} onClose={onClose} title={words.settings}>
      {opened && settings.data && <SettingsForm saved={settings.data} onDone={onClose} />}
    </Modal>
  );
}

function SettingsForm({ saved, onDone }: { saved: CampaignSettings; onDone: () => void }) {
  const [dailyCap, setDailyCap] = useState<number | string>(saved.dailyCap);
  const [perMinute, setPerMinute] = useState<number | string>(saved.perMinute);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCampaignSettings();
  const submit = async () => {
    try {
      await save.mutateAsync({ dailyCap: Number(dailyCap), perMinute: Number(perMinute) });
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error, ""));
    }
  };
  return (
    <Stack gap="sm">
      <NumberInput label={words.dailyCap} value={dailyCap} onChange={setDailyCap} min={1} max={DAILY_CAP_MAX} allowDecimal={false} error={errors.dailyCap} />
      <Text size="xs" c="dimmed">
        {words.dailyCapHint}
      </Text>
      <NumberInput
        label={words.perMinute}
        value={perMinute}
        onChange={setPerMinute}
        min={1}
        max={PER_MINUTE_MAX}
        allowDecimal={false}
        error={errors.perMinute}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
