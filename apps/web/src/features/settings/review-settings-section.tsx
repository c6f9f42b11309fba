import { useState } from "react";
import { Button, Group, NumberInput, Stack, Text } from "@mantine/core";
import { reviewSettingsSchema, reviewWords, type ReviewSettings } from "@washdesk/domain";
import { saveChecked } from "../../components/zod-form";
import { SettingsSection } from "./settings-section";
import { useReviewSettings, useUpdateReviewSettings } from "./review-settings-queries";

/** System Settings › Review requests: how long after a sale the text goes, and how often a customer is asked (the public review page is General › Review link). */
export function ReviewSettingsSection() {
  const settings = useReviewSettings();
  return (
    <SettingsSection
      title={reviewWords.settingsTitle}
      loadingLabel="review request settings"
      query={settings}
      intro={
        <Text size="sm" c="dimmed">
          {reviewWords.settingsHint}
        </Text>
      }
    >
      {settings.data && <ReviewSettingsFields key={JSON.stringify(settings.data)} saved={settings.data} />}
    </SettingsSection>
  );
}

type Draft = { delayHours: number | string; cooldownDays: number | string };

function ReviewSettingsFields({ saved }: { saved: ReviewSettings }) {
  const update = useUpdateReviewSettings();
  const [draft, setDraft] = useState<Draft>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const unchanged = String(draft.delayHours) === String(saved.delayHours) && String(draft.cooldownDays) === String(saved.cooldownDays);

  const save = async () => {
    // An emptied number field is missing, so the schema names it rather than reading 0.
    const checked = {
      ...draft,
      delayHours: draft.delayHours === "" ? undefined : draft.delayHours,
      cooldownDays: draft.cooldownDays === "" ? undefined : draft.cooldownDays,
    };
    await saveChecked(reviewSettingsSchema, checked, (value) => update.mutateAsync(value), setErrors, "review request settings");
  };

  return (
    <Stack gap="sm">
      <Group align="flex-start" wrap="wrap">
        <NumberInput
          label={reviewWords.delayHours}
          description={reviewWords.delayHoursHint}
          value={draft.delayHours}
          onChange={(delayHours) => setDraft((d) => ({ ...d, delayHours }))}
          error={errors.delayHours}
          min={0}
          allowDecimal={false}
          w="14rem"
        />
        <NumberInput
          label={reviewWords.cooldownDays}
          value={draft.cooldownDays}
          onChange={(cooldownDays) => setDraft((d) => ({ ...d, cooldownDays }))}
          error={errors.cooldownDays}
          min={1}
          allowDecimal={false}
          w="18rem"
        />
      </Group>
      <Text size="sm" c="dimmed">
        {reviewWords.publicPageNote}
      </Text>
      <Group>
        <Button variant="light" disabled={unchanged || update.isPending} loading={update.isPending} onClick={() => void save()}>
          Save review settings
        </Button>
      </Group>
    </Stack>
  );
}
