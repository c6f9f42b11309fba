import { Anchor, Button, Group, Loader, Modal, NumberInput, SegmentedControl, Select, Stack, Switch, Text, Textarea } from "@mantine/core";
import { IconCalendarSearch, IconCheck, IconReceipt } from "@tabler/icons-react";
import { useQueries } from "@tanstack/react-query";
import {
  appointmentCreateSchema,
  AppointmentStatus,
  appointmentStatusLabels,
  appointmentUpdateSchema,
  enumOptions,
  formatWallTime,
  Recurrence,
  recurrenceLabels,
  SLOT_MINUTES,
  type Appointment,
} from "@washdesk/domain";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { DateField } from "../../components/date-field";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { saveChecked } from "../../components/zod-form";
import { DraftLinesSection, DraftParty, usePricedDraft, type FoundProduct } from "../sales";
import {
  appointmentCreateBody,
  appointmentUpdateBody,
  draftFromAppointment,
  emptyAppointmentDraft,
  servicesMinutes,
  type AppointmentDraft,
  type DraftStart,
  type RepeatChoice,
} from "./appointment-draft";
import { useConfirmAppointment, useCreateAppointment, useUpdateAppointment } from "./appointment-mutations";
import { fetchFreeSlots, productDurationQuery, useAppointment } from "./appointment-queries";
import { AppointmentStatusBadges } from "./appointment-status";
import { CancelAppointmentDialog } from "./cancel-appointment-dialog";
import { useSeriesScope } from "./series-scope-dialog";
import { StaffSelect } from "./staff-select";
import { timeOf } from "./calendar-layout";

/** What the dialog opens: a new appointment at a place, or a saved one. */
export type AppointmentDialogTarget = { kind: "new"; start: DraftStart } | { kind: "open"; id: string };

export interface AppointmentDialogProps {
  target: AppointmentDialogTarget | null;
  /** The calendar's columns when the bays are named; [] when they are only a number. */
  bayNames: readonly string[];
  onClose: () => void;
}

/** "New appointment" or "Appointment": the whole appointment, the keyboard's way to move and resize one too. */
export function AppointmentDialog({ target, bayNames, onClose }: AppointmentDialogProps) {
  const saved = useAppointment(target?.kind === "open" ? target.id : null);
  const title = target?.kind === "open" ? "Appointment" : "New appointment";
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="xl">
      {target?.kind === "new" && <AppointmentForm key={JSON.stringify(target.start)} start={target.start} bayNames={bayNames} onDone={onClose} />}
      {target?.kind === "open" && saved.isPending && <Loader size="sm" aria-label="Loading the appointment" />}
      {target?.kind === "open" && saved.data && <AppointmentForm key={saved.data.id} appointment={saved.data} bayNames={bayNames} onDone={onClose} />}
    </Modal>
  );
}

const TIME_CHOICES = Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, index) => {
  const time = timeOf(index * SLOT_MINUTES);
  return { value: time, label: formatWallTime(time) };
});

const repeatOptions = [
  { value: "none", label: "Does not repeat" },
  ...enumOptions(Recurrence, recurrenceLabels).map(({ value, label }) => ({ value: String(value), label })),
];

interface AppointmentFormProps {
  appointment?: Appointment;
  start?: DraftStart;
  bayNames: readonly string[];
  onDone: () => void;
}

function AppointmentForm({ appointment, start, bayNames, onDone }: AppointmentFormProps) {
  const initial = useMemo(
    () => (appointment ? draftFromAppointment(appointment) : emptyAppointmentDraft(start ?? { date: "", time: "09:00", bay: null })),
    [appointment, start],
  );
  const editable = appointment === undefined || appointment.status === AppointmentStatus.Pending;
  const editor = usePricedDraft<AppointmentDraft>(initial, { linesEditable: editable, freshPrices: appointment !== undefined });
  const { draft, change } = editor;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [slotNote, setSlotNote] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const confirm = useConfirmAppointment();
  const createKey = useIdempotencyKey();
  const scope = useSeriesScope();

  // The services' durations set the length unless it was set by hand: known from the search that
  // found them or the appointment's own lines, else read from the catalog (those who may read it).
  const [known, setKnown] = useState<ReadonlyMap<string, number | null>>(
    () => new Map(appointment?.lines.flatMap((line) => (line.productId === null ? [] : [[line.productId, line.durationMinutes] as const])) ?? []),
  );
  const durations = useQueries({
    queries: draft.lines.map((line) => ({ ...productDurationQuery(line.productId), enabled: line.productId !== "" && !known.has(line.productId) })),
  });
  const durationById = new Map(draft.lines.map((line, index) => [line.productId, known.get(line.productId) ?? durations[index]?.data ?? null]));
  const addLine = (found: FoundProduct) => {
    if (found.durationMinutes !== undefined) setKnown((before) => new Map(before).set(found.id, found.durationMinutes ?? null));
    editor.lines.onAdd(found);
  };
  const fromServices = servicesMinutes(draft, durationById);
  const length = draft.durationMinutes === "" ? fromServices : Number(draft.durationMinutes);

  const timeChoices = TIME_CHOICES.some((choice) => choice.value === draft.time)
    ? TIME_CHOICES
    : [{ value: draft.time, label: formatWallTime(draft.time) }, ...TIME_CHOICES];

  const nextFreeTime = async () => {
    setSlotNote(null);
    if (!draft.date) return setErrors({ ...errors, date: "Choose a date first." });
    try {
      const { slots } = await fetchFreeSlots(draft.date, Number.isFinite(length) && length >= SLOT_MINUTES ? length : SLOT_MINUTES, appointment?.id);
      const next = slots.find((slot) => slot.time >= draft.time) ?? slots[0];
      if (next) change({ time: next.time });
      else setSlotNote("No free time on this day for this length.");
    } catch {
      // The notice has said why.
    }
  };

  const save = async () => {
    editor.tryToSave();
    if (!appointment) {
      await saveChecked(
        appointmentCreateSchema,
        appointmentCreateBody(draft),
        async (body) => {
          await create.mutateAsync({ body, idempotencyKey: createKey.key });
          createKey.renew();
          onDone();
        },
        setErrors,
        "",
      );
      return;
    }
    const body = appointmentUpdateBody(draft, initial);
    if (Object.keys(body).length === 0) return onDone();
    let chosen: "one" | "future" = "one";
    if (appointment.series) {
      const answer = await scope.ask("Change only this appointment, or this one and every later one of its series?");
      if (!answer) return;
      chosen = answer;
    }
    await saveChecked(
      appointmentUpdateSchema,
      { ...body, scope: chosen },
      async (value) => {
        await update.mutateAsync({ id: appointment.id, body: value });
        onDone();
      },
      setErrors,
      "",
    );
  };

  const pending = appointment?.status === AppointmentStatus.Pending;

  return (
    <Stack gap="md">
      {appointment && (
        <Group gap="xs">
          <Text fw={600}>{appointmentStatusLabels[appointment.status]}</Text>
          <AppointmentStatusBadges item={appointment} />
          {appointment.confirmed && (
            <Text size="sm" c="dimmed">
              Confirmed
            </Text>
          )}
          {appointment.series && (
            <Text size="sm" c="dimmed">
              {recurrenceLabels[appointment.series.recurrence]}, {appointment.series.index} of {appointment.series.count}
            </Text>
          )}
          {appointment.sale && (
            <Anchor component={Link} to={`/sales/${appointment.sale.id}`} ml="auto">
              <Group gap={4} component="span">
                <IconReceipt size={16} aria-hidden />
                Ticket #{appointment.sale.number}
              </Group>
            </Anchor>
          )}
        </Group>
      )}

      <DraftParty editable={editable} party={draft} onChange={change} saved={appointment} />
      {errors.customerId && (
        <Text size="sm" c="red" role="alert">
          {errors.customerId}
        </Text>
      )}

      <DraftLinesSection
        titleId="appointment-lines-title"
        editable={editable}
        saved={appointment?.lines.map((line) => ({ ...line, refundedQuantity: 0 }))}
        {...editor.lines}
        onAdd={addLine}
      />

      <Group align="flex-start" wrap="wrap">
        <DateField label="Date" value={draft.date} onChange={(date) => change({ date })} error={errors.date} readOnly={!editable} required />
        <Select
          label="Time"
          data={timeChoices}
          value={draft.time}
          onChange={(time) => time && change({ time })}
          searchable
          allowDeselect={false}
          error={errors.time}
          disabled={!editable}
          w="9rem"
          maxDropdownHeight={240}
        />
        {editable && (
          <Button variant="light" mt={25} leftSection={<IconCalendarSearch size={16} aria-hidden />} onClick={() => void nextFreeTime()}>
            Next free time
          </Button>
        )}
        <NumberInput
          label="Length (minutes)"
          description={draft.durationMinutes === "" ? "From the services" : "Set by hand"}
          value={length}
          onChange={(value) => change({ durationMinutes: value })}
          step={SLOT_MINUTES}
          min={SLOT_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          error={errors.durationMinutes}
          disabled={!editable}
          w="10rem"
        />
        {editable && draft.durationMinutes !== "" && (
          <Button variant="subtle" mt={25} onClick={() => change({ durationMinutes: "" })}>
            From the services
          </Button>
        )}
      </Group>
      {slotNote && (
        <Text size="sm" c="dimmed" role="status">
          {slotNote}
        </Text>
      )}

      <Group align="flex-start" wrap="wrap">
        <Select
          label="Bay"
          data={[{ value: "", label: "Any bay" }, ...bayNames.map((bay) => ({ value: bay, label: bay }))]}
          value={draft.bay ?? ""}
          onChange={(bay) => change({ bay: bay ? bay : null })}
          allowDeselect={false}
          error={errors.bay}
          disabled={!editable || bayNames.length === 0}
          w="12rem"
        />
        <StaffSelect value={draft.staff} onChange={(staff) => change({ staff })} disabled={!editable} />
        <Switch
          label="Confirmed"
          description="The customer has confirmed"
          mt={25}
          checked={draft.confirmed}
          onChange={(event) => change({ confirmed: event.currentTarget.checked })}
          disabled={!editable || appointment !== undefined}
        />
      </Group>

      {!appointment && (
        <Group align="flex-start" wrap="wrap">
          <Select
            label="Repeat"
            data={repeatOptions}
            value={draft.repeat}
            onChange={(repeat) => change({ repeat: (repeat ?? "none") as RepeatChoice })}
            allowDeselect={false}
            w="12rem"
          />
          {draft.repeat !== "none" && (
            <>
              <SegmentedControl
                aria-label="Ends"
                mt={25}
                value={draft.endBy}
                onChange={(endBy) => change({ endBy: endBy as AppointmentDraft["endBy"] })}
                data={[
                  { value: "count", label: "After a number" },
                  { value: "until", label: "On a date" },
                ]}
              />
              {draft.endBy === "count" ? (
                <NumberInput
                  label="Appointments in all"
                  value={draft.count}
                  onChange={(count) => change({ count })}
                  min={1}
                  allowDecimal={false}
                  error={errors.repeat}
                  w="11rem"
                />
              ) : (
                <DateField label="Last date" value={draft.until} onChange={(until) => change({ until })} error={errors.repeat} min={draft.date} />
              )}
            </>
          )}
        </Group>
      )}

      <Textarea
        label="Notes"
        value={draft.notes}
        onChange={(event) => change({ notes: event.currentTarget.value })}
        error={errors.notes}
        minRows={2}
        readOnly={!editable}
      />

      <Group justify="flex-end" gap="sm">
        {appointment && pending && !appointment.confirmed && (
          <Button
            variant="light"
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={confirm.isPending}
            onClick={() => void confirm.mutateAsync(appointment.id).catch(() => undefined)}
          >
            Confirm
          </Button>
        )}
        {appointment && pending && (
          <Button variant="light" color="red" onClick={() => setCancelling(true)}>
            Cancel appointment
          </Button>
        )}
        <Button variant="default" onClick={onDone}>
          Close
        </Button>
        {editable && (
          <Button loading={create.isPending || update.isPending} onClick={() => void save()}>
            {appointment ? "Save changes" : "Book appointment"}
          </Button>
        )}
      </Group>
      {appointment && <CancelAppointmentDialog appointment={appointment} opened={cancelling} onClose={() => setCancelling(false)} onCancelled={onDone} />}
      {scope.element}
    </Stack>
  );
}
