import { Alert, Button, Group, Modal, Progress, Select, Stack, Table, Text } from "@mantine/core";
import {
  formatMoney,
  payrollMessages,
  payrollRefusals,
  secondPaymentMethodLabels,
  SecondPaymentMethod,
  messages,
  toStoredDate,
  type PayRun,
} from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { ApiError } from "../../api/api-error";
import { DateField } from "../../components/date-field";
import { serverFieldErrors } from "../../components/server-field-errors";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { usePayRunMutation } from "./payroll-mutations";

const METHODS = Object.values(SecondPaymentMethod).map((method) => ({ value: String(method), label: secondPaymentMethodLabels[method] }));

export interface PayRunDialogProps {
  /** The draft to pay; null keeps the dialog closed. */
  run: PayRun | null;
  onClose: () => void;
}

/**
 * Pay a draft (docs/product.md §2 /payroll): its payment date and how each employee is paid. Paying
 * locks the run for good and e-mails each stub, so the request carries one Idempotency-Key per
 * intent: a double click or a retry after a lost answer pays once.
 */
export function PayRunDialog({ run, onClose }: PayRunDialogProps) {
  return (
    <Modal
      opened={run !== null}
      onClose={onClose}
      title="Pay this run"
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {run && <PayRunForm run={run} onClose={onClose} />}
    </Modal>
  );
}

function PayRunForm({ run, onClose }: { run: PayRun; onClose: () => void }) {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const pay = usePayRunMutation(run.id);
  const key = useIdempotencyKey();
  const today = toStoredDate(new Date(), timeZone);
  const [paymentDate, setPaymentDate] = useState(today > run.period.end ? today : "");
  const [methods, setMethods] = useState<Record<string, SecondPaymentMethod>>(() =>
    Object.fromEntries(run.stubs.map((stub) => [stub.employeeId, stub.paidBy])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pay.isPending) return;
    const problems: Record<string, string> = {};
    if (!paymentDate) problems.paymentDate = messages.required;
    else if (paymentDate < run.period.end) problems.paymentDate = payrollRefusals.paymentDateTooEarly.message;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    // Only where it is not the employee's own setting (payRunPaySchema).
    const changed = run.stubs
      .filter((stub) => methods[stub.employeeId] !== undefined && methods[stub.employeeId] !== stub.paidBy)
      .map((stub) => ({ employeeId: stub.employeeId, method: methods[stub.employeeId] ?? stub.paidBy }));
    try {
      await pay.mutateAsync({ body: { paymentDate, methods: changed }, idempotencyKey: key.key });
      key.renew();
      onClose();
    } catch (error) {
      // The refused field is marked; a refusal of the whole run (tips still to assign, already
      // paid) stays in the dialog, not only in a notice that fades. The same key serves the retry.
      const fields = serverFieldErrors(error, "payRun", (path) => path.split(".")[0] ?? path);
      setErrors(Object.keys(fields).length > 0 ? fields : { run: error instanceof ApiError ? error.message : "The run was not paid: try again." });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {run.totals.employees} employees, net {formatMoney(run.totals.net)}. {payrollMessages.paidRunLocked}
        </Text>
        <DateField
          label="Payment date"
          required
          value={paymentDate}
          min={run.period.end}
          onChange={(value) => setPaymentDate(value)}
          error={errors.paymentDate}
        />
        <Table aria-label="Payment method per employee">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Employee</Table.Th>
              <Table.Th ta="right">Net pay</Table.Th>
              <Table.Th>Paid by</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {run.stubs.map((stub) => (
              <Table.Tr key={stub.employeeId}>
                <Table.Td>{stub.employeeName}</Table.Td>
                <Table.Td ta="right">{formatMoney(stub.net)}</Table.Td>
                <Table.Td>
                  {/* Named for the employee; the column's title says what it is, so no label repeats it in every row. */}
                  <Select
                    aria-label={`Payment method for ${stub.employeeName}`}
                    data={METHODS}
                    value={String(methods[stub.employeeId] ?? stub.paidBy)}
                    onChange={(value) => value !== null && setMethods((current) => ({ ...current, [stub.employeeId]: Number(value) as SecondPaymentMethod }))}
                    allowDeselect={false}
                    disabled={pay.isPending}
                    w={180}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {errors.run && (
          <Alert color="red" variant="light" title="Not paid" role="alert">
            {errors.run}
          </Alert>
        )}
        {errors.methods && (
          <Text size="sm" c="red" role="alert">
            {errors.methods}
          </Text>
        )}
        {pay.isPending && (
          <Stack gap={4} role="status">
            <Text size="sm">Paying the run: recording each stub and sending the e-mails…</Text>
            <Progress value={100} animated aria-label="Paying the run" />
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          {payrollMessages.noTaxes}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pay.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={pay.isPending}>
            Pay {formatMoney(run.totals.net)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
