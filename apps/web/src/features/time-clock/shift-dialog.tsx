import { ActionIcon, Alert, Badge, Button, Divider, Group, Modal, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { breakKindLabels, can, clockActionLabels, hoursText, timeClockWords, type BreakKind, type ShiftDetail, type ShiftTimes } from "@washdesk/domain";
import { useState } from "react";
import { DetailTable } from "../../components/detail-table";
import { formatDateAt, formatDateTimeAt, formatTimeAt } from "../../components/shop-dates";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useConfirmShift, useDeleteShift, useEditShift } from "./time-clock-mutations";
import { useShift } from "./time-clock-queries";
import { draftOf, editOf, type ShiftDraft } from "./shift-times-form";

const hours = (minutes: number) => hoursText(minutes * 60_000);
const breakKindOptions = (Object.keys(breakKindLabels) as BreakKind[]).map((value) => ({ value, label: breakKindLabels[value] }));

/** A shift's times for the audit trail: the clock-in's day once, then times alone on that day. */
function timesText(times: ShiftTimes, timeZone: string | undefined) {
  const firstDay = formatDateAt(times.clockedInAt, timeZone);
  const at = (iso: string | null) =>
    iso === null ? "open" : formatDateAt(iso, timeZone) === firstDay ? formatTimeAt(iso, timeZone) : formatDateTimeAt(iso, timeZone);
  const breaks = times.breaks.map((b) => `${breakKindLabels[b.kind]} ${at(b.startedAt)} – ${at(b.endedAt)}`).join("; ");
  return `${formatDateTimeAt(times.clockedInAt, timeZone)} – ${at(times.clockedOutAt)}${breaks ? `; ${breaks}` : ""}`;
}

/** A refusal is already shown by the mutation's own error handling; nothing more to do with it here. */
const ignoreShown = () => undefined;

/**
 * `onRemoved` after the shift is removed; `onLeave` after a save, or to leave the shift as it is.
 * Both follow the request's own promise, not a per-call `onSuccess`: the saved shift's new data can
 * arrive (by its realtime hint) before the answer and remount this editor, and a remounted editor
 * never hears the old call's `onSuccess`, which left the editor open after a save.
 */
function ShiftEditor({ shift, onRemoved, onLeave }: { shift: ShiftDetail; onRemoved: () => void; onLeave: () => void }) {
  const utility = useSessionStore(sessionSelectors.utility);
  const group = useSessionStore(sessionSelectors.group);
  const timeZone = utility?.timeZone;
  const [draft, setDraft] = useState<ShiftDraft>(() => draftOf(shift, timeZone));
  const [reasonError, setReasonError] = useState<string | null>(null);
  const edit = useEditShift(shift.id);
  const remove = useDeleteShift(shift.id);
  const change = (changes: Partial<ShiftDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const changeBreak = (index: number, changes: Partial<ShiftDraft["breaks"][number]>) =>
    change({ breaks: draft.breaks.map((b, i) => (i === index ? { ...b, ...changes } : b)) });

  const withReason = (then: () => void) => {
    if (!draft.reason.trim()) {
      setReasonError(timeClockWords.reasonRequired);
      return;
    }
    setReasonError(null);
    then();
  };

  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <TextInput type="datetime-local" label="Clock in" value={draft.clockedInAt} onChange={(e) => change({ clockedInAt: e.currentTarget.value })} required />
        <TextInput
          type="datetime-local"
          label="Clock out"
          value={draft.clockedOutAt}
          onChange={(e) => change({ clockedOutAt: e.currentTarget.value })}
          required
        />
      </Group>
      {draft.breaks.map((b, index) => (
        <Group key={index} align="flex-end" wrap="wrap" gap="xs">
          <Select
            label={`Break ${index + 1}`}
            data={breakKindOptions}
            value={b.kind}
            onChange={(kind) => kind && changeBreak(index, { kind: kind as BreakKind })}
            w={150}
            allowDeselect={false}
          />
          <TextInput
            type="datetime-local"
            label={`Break ${index + 1} start`}
            value={b.startedAt}
            onChange={(e) => changeBreak(index, { startedAt: e.currentTarget.value })}
          />
          <TextInput
            type="datetime-local"
            label={`Break ${index + 1} end`}
            value={b.endedAt}
            onChange={(e) => changeBreak(index, { endedAt: e.currentTarget.value })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove break ${index + 1}`}
            onClick={() => change({ breaks: draft.breaks.filter((_, i) => i !== index) })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        onClick={() => change({ breaks: [...draft.breaks, { kind: "meal", startedAt: draft.clockedInAt, endedAt: draft.clockedInAt }] })}
        style={{ alignSelf: "flex-start" }}
      >
        Add break
      </Button>
      <Textarea label="Reason" required value={draft.reason} onChange={(e) => change({ reason: e.currentTarget.value })} error={reasonError} rows={1} />
      <Group justify="space-between">
        {can(group, "timeClock.completed.delete") ? (
          <Button
            color="red"
            variant="light"
            loading={remove.isPending}
            onClick={() => withReason(() => void remove.mutateAsync({ reason: draft.reason }).then(onRemoved, ignoreShown))}
          >
            Remove shift
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onLeave} disabled={edit.isPending || remove.isPending}>
            Cancel
          </Button>
          {can(group, "timeClock.completed.edit") && (
            <Button loading={edit.isPending} onClick={() => withReason(() => void edit.mutateAsync(editOf(draft, timeZone)).then(onLeave, ignoreShown))}>
              Save changes
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}

export interface ShiftDialogProps {
  shiftId: string | null;
  onClose: () => void;
}

/**
 * One shift (docs/product.md §2 /timeClock/list): its hours, the punches as they were made, and the
 * audit trail of every change. Those who may edit or remove shifts change it with a reason, within
 * the shop's edit window; the employee confirms their own.
 */
export function ShiftDialog({ shiftId, onClose }: ShiftDialogProps) {
  const shift = useShift(shiftId);
  // The editor opens on demand, so the shift, its punches and its audit trail fit a tablet's screen.
  const [editingId, setEditingId] = useState<string | null>(null);
  const close = () => {
    setEditingId(null);
    onClose();
  };
  const user = useSessionStore(sessionSelectors.user);
  const group = useSessionStore(sessionSelectors.group);
  const utility = useSessionStore(sessionSelectors.utility);
  const confirm = useConfirmShift(shiftId ?? "");
  const s = shift.data;
  const mayChange = can(group, "timeClock.completed.edit", "timeClock.completed.delete");
  const at = (iso: string) => formatDateTimeAt(iso, utility?.timeZone);

  return (
    <Modal opened={shiftId !== null} onClose={close} title={s ? `Shift of ${s.employeeName}` : "Shift"} size="xl">
      {!s ? (
        <Text c="dimmed">Loading the shift…</Text>
      ) : (
        <Stack gap="md">
          {(s.flagged || s.edited || s.confirmedAt) && (
            <Group gap="xs">
              {s.flagged && <Badge color="orange">Open too long</Badge>}
              {s.edited && <Badge color="blue">Edited</Badge>}
              {s.confirmedAt && <Badge color="green">Confirmed</Badge>}
            </Group>
          )}
          <Text>
            Paid {hours(s.paidMinutes)} h (regular {hours(s.regularMinutes)} h, overtime {hours(s.overtimeMinutes)} h); unpaid breaks {hours(s.unpaidMinutes)} h
          </Text>
          <Text size="sm" c="dimmed">
            {timeClockWords.shortMealRule} {timeClockWords.overtimeRule}
          </Text>

          {/* While the shift is being changed its fields start from these times: the table gives the editor its room, so a shift with breaks fits a 768-pixel screen. */}
          {editingId !== s.id && <Divider label="Punches as made" labelPosition="left" />}
          {editingId !== s.id && (
            <DetailTable
              label="Punches"
              rows={s.punches.map((p, i) => ({
                key: i,
                cells: [
                  `${clockActionLabels[p.action]}${p.breakKind && p.action === "startBreak" ? ` (${breakKindLabels[p.breakKind].toLowerCase()})` : ""}`,
                  at(p.at),
                  `by ${p.by}`,
                ],
              }))}
            />
          )}

          {mayChange &&
            (!s.editable ? (
              <Alert color="gray">This shift is older than the shop's edit window and can no longer be changed.</Alert>
            ) : editingId === s.id ? (
              <>
                <Divider label="Change this shift" labelPosition="left" />
                <ShiftEditor key={`${s.clockedInAt}-${s.clockedOutAt}-${s.audit.length}`} shift={s} onRemoved={close} onLeave={() => setEditingId(null)} />
              </>
            ) : (
              <Button variant="light" onClick={() => setEditingId(s.id)} style={{ alignSelf: "flex-start" }}>
                Change this shift
              </Button>
            ))}

          {s.userId === user?.id && s.clockedOutAt && !s.confirmedAt && (
            <Button variant="light" loading={confirm.isPending} onClick={() => confirm.mutate()} style={{ alignSelf: "flex-start" }}>
              Confirm my shift
            </Button>
          )}

          <Divider label="Audit trail" labelPosition="left" />
          {s.audit.length === 0 ? (
            <Text size="sm" c="dimmed">
              No changes: the shift is as punched.
            </Text>
          ) : (
            <DetailTable
              label="Audit trail"
              columns={["When", "Who", "Reason", "Before", "After"]}
              minWidth={640}
              rows={s.audit.map((a, i) => ({
                key: i,
                cells: [at(a.at), a.by, a.reason, timesText(a.before, utility?.timeZone), a.after ? timesText(a.after, utility?.timeZone) : "Removed"],
              }))}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
