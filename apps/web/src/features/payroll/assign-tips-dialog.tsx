import { Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import { formatDisplayDate, formatMoney, payrollMessages } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { useSetTipAssignment } from "./payroll-mutations";
import { useTipAssignment } from "./payroll-queries";

export interface UnassignedTips {
  businessDate: string;
  amount: number;
}

/**
 * A day's tips nobody tip-eligible was on the clock for (docs/product.md §2 /payroll, Tips): the
 * manager chooses who shares them, evenly; Pay waits for it. Only tip-eligible crew are offered.
 */
export function AssignTipsDialog({ tips, onClose }: { tips: UnassignedTips | null; onClose: () => void }) {
  return (
    <Modal
      opened={tips !== null}
      onClose={onClose}
      title={tips ? `Tips of ${formatDisplayDate(tips.businessDate)}` : "Tips"}
      closeOnClickOutside={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {tips && <AssignTipsForm key={tips.businessDate} tips={tips} onClose={onClose} />}
    </Modal>
  );
}

function AssignTipsForm({ tips, onClose }: { tips: UnassignedTips; onClose: () => void }) {
  const assignment = useTipAssignment(tips.businessDate);
  const save = useSetTipAssignment(tips.businessDate);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selected = chosen ?? assignment.data?.employeeIds ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (selected.length === 0) {
      setError(payrollMessages.assigneesRequired);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(selected);
      onClose();
    } catch {
      // The notice says why (someone is no longer eligible, or the day now has hours).
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {formatMoney(tips.amount)}. {payrollMessages.assignTipsRule}
        </Text>
        {assignment.isPending && <Text size="sm">Loading who may share tips…</Text>}
        {assignment.isError && (
          <Text size="sm" c="red" role="alert">
            {assignment.error.message}
          </Text>
        )}
        {assignment.data && assignment.data.eligible.length === 0 && <Text size="sm">Nobody is tip-eligible: mark an employee tip-eligible first.</Text>}
        {assignment.data && assignment.data.eligible.length > 0 && (
          <Checkbox.Group label="Shared by" required value={selected} onChange={setChosen} error={error ?? undefined}>
            <Stack gap={6} mt={6}>
              {assignment.data.eligible.map((person) => (
                <Checkbox key={person.employeeId} value={person.employeeId} label={person.employeeName} disabled={save.isPending} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!assignment.data}>
            Assign tips
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
