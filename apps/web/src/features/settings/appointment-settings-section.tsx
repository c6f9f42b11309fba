import { useState } from "react";
import { ActionIcon, Anchor, Button, Group, NumberInput, SegmentedControl, Stack, Switch, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { appointmentSettingsSchema, type AppointmentSettings } from "@washdesk/domain";
import { saveChecked } from "../../components/zod-form";
import { SettingsSection } from "./settings-section";
import { useAppointmentSettings, useUpdateAppointmentSettings } from "./appointment-settings-queries";

/** System Settings › Appointments: the calendar's bays, the reminder and missed timing, and online booking on /book. */
export function AppointmentSettingsSection() {
  const settings = useAppointmentSettings();
  return (
    <SettingsSection
      title="Appointments"
      loadingLabel="appointment settings"
      query={settings}
      intro={
        <Text size="sm" c="dimmed">
          The bays are the calendar&apos;s columns: no more appointments at once than bays. A bay renamed keeps its upcoming appointments; a bay removed leaves
          them in no bay in particular.
        </Text>
      }
    >
      {settings.data && <AppointmentSettingsFields key={JSON.stringify(settings.data)} saved={settings.data} />}
    </SettingsSection>
  );
}

type NumberText = number | string;
interface Draft {
  mode: "count" | "named";
  bayCount: NumberText;
  bayNames: string[];
  reminderHours: NumberText;
  missedAfterMinutes: NumberText;
  onlineBooking: boolean;
  bookingDaysAhead: NumberText;
}

const draftOf = (saved: AppointmentSettings): Draft => ({
  mode: typeof saved.bays === "number" ? "count" : "named",
  bayCount: typeof saved.bays === "number" ? saved.bays : saved.bays.length,
  bayNames: typeof saved.bays === "number" ? Array.from({ length: saved.bays }, (_, index) => `Bay ${index + 1}`) : [...saved.bays],
  reminderHours: saved.reminderHours,
  missedAfterMinutes: saved.missedAfterMinutes,
  onlineBooking: saved.onlineBooking,
  bookingDaysAhead: saved.bookingDaysAhead,
});

/** An emptied number field is missing, so the schema names it rather than reading 0. */
const given = (value: NumberText) => (value === "" ? undefined : value);

/** What the draft sends: a number of bays, or their names as typed. */
const appointmentSettingsBody = (draft: Draft) => ({
  bays: draft.mode === "count" ? given(draft.bayCount) : draft.bayNames.map((name) => name.trim()),
  reminderHours: given(draft.reminderHours),
  missedAfterMinutes: given(draft.missedAfterMinutes),
  onlineBooking: draft.onlineBooking,
  bookingDaysAhead: given(draft.bookingDaysAhead),
});

function AppointmentSettingsFields({ saved }: { saved: AppointmentSettings }) {
  const update = useUpdateAppointmentSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const unchanged = JSON.stringify(appointmentSettingsBody(draft)) === JSON.stringify(appointmentSettingsBody(draftOf(saved)));

  const save = () =>
    saveChecked(appointmentSettingsSchema, appointmentSettingsBody(draft), (value) => update.mutateAsync(value), setErrors, "appointment settings");

  const renameBay = (index: number, name: string) => change({ bayNames: draft.bayNames.map((current, at) => (at === index ? name : current)) });
  const removeBay = (index: number) => change({ bayNames: draft.bayNames.filter((_, at) => at !== index) });

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="How bays are set"
        value={draft.mode}
        onChange={(mode) => change({ mode: mode as Draft["mode"] })}
        data={[
          { value: "count", label: "A number of bays" },
          { value: "named", label: "Named bays" },
        ]}
        w="fit-content"
      />
      {draft.mode === "count" ? (
        <NumberInput
          label="Bays"
          description="How many cars can be worked on at once"
          value={draft.bayCount}
          onChange={(bayCount) => change({ bayCount })}
          error={errors.bays}
          min={1}
          allowDecimal={false}
          w="14rem"
        />
      ) : (
        <Stack gap="xs" role="group" aria-label="Named bays">
          {draft.bayNames.map((name, index) => (
            <Group key={index} gap="xs" align="flex-end">
              <TextInput label={`Bay ${index + 1} name`} value={name} onChange={(event) => renameBay(index, event.currentTarget.value)} w="18rem" />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove bay ${name.trim() || index + 1}`}
                disabled={draft.bayNames.length <= 1}
                onClick={() => removeBay(index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {errors.bays && (
            <Text size="sm" c="red" role="alert">
              {errors.bays}
            </Text>
          )}
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => change({ bayNames: [...draft.bayNames, `Bay ${draft.bayNames.length + 1}`] })}
            >
              Add bay
            </Button>
          </Group>
        </Stack>
      )}
      <Group align="flex-start" wrap="wrap">
        <NumberInput
          label="Reminder (hours before)"
          description="0: no reminder"
          value={draft.reminderHours}
          onChange={(reminderHours) => change({ reminderHours })}
          error={errors.reminderHours}
          min={0}
          allowDecimal={false}
          w="14rem"
        />
        <NumberInput
          label="Missed after (minutes)"
          description="Not checked in this long after the start"
          value={draft.missedAfterMinutes}
          onChange={(missedAfterMinutes) => change({ missedAfterMinutes })}
          error={errors.missedAfterMinutes}
          allowDecimal={false}
          w="16rem"
        />
      </Group>
      <Group align="flex-end" wrap="wrap">
        <Switch label="Online booking" checked={draft.onlineBooking} onChange={(event) => change({ onlineBooking: event.currentTarget.checked })} />
        <NumberInput
          label="Book up to (days ahead)"
          value={draft.bookingDaysAhead}
          onChange={(bookingDaysAhead) => change({ bookingDaysAhead })}
          error={errors.bookingDaysAhead}
          min={1}
          allowDecimal={false}
          disabled={!draft.onlineBooking}
          w="14rem"
        />
      </Group>
      <Text size="sm" c="dimmed">
        Customers book on the public page{" "}
        <Anchor href="/book" target="_blank" rel="noopener" underline="always">
          /book
        </Anchor>
        , which offers the services marked &quot;Bookable online&quot;.
      </Text>
      <Group>
        <Button variant="light" disabled={unchanged || update.isPending} loading={update.isPending} onClick={() => void save()}>
          Save appointment settings
        </Button>
      </Group>
    </Stack>
  );
}
