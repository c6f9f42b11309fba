import { ActionIcon, Button, Fieldset, Group, Stack, Table, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { bonusInputSchema, formatDisplayDate, formatMoney, payrollMessages, toStoredDate } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { DateField } from "../../components/date-field";
import { MoneyInput } from "../../components/money-input";
import { serverFieldErrors, topField } from "../../components/server-field-errors";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useAddBonus, useRemoveBonus } from "./payroll-mutations";
import { useBonuses } from "./payroll-queries";

interface BonusForm {
  businessDate: string;
  amount: number | null;
  note: string;
}

const emptyForm = (): BonusForm => ({ businessDate: "", amount: null, note: "" });

/**
 * An employee's non-discretionary bonuses (docs/product.md §2 /payroll, Wages): each on the day it
 * was earned, paid by that day's run and part of its workweek's regular rate. One added or removed
 * after its period was paid shows as an adjustment on the next run.
 */
export function BonusesSection({ employeeId }: { employeeId: string }) {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const bonuses = useBonuses(employeeId);
  const add = useAddBonus(employeeId);
  const remove = useRemoveBonus(employeeId);
  const key = useIdempotencyKey();
  const [form, setForm] = useState<BonusForm>(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<{ id: string; text: string } | null>(null);
  const today = toStoredDate(new Date(), timeZone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const parsed = bonusInputSchema.safeParse({ ...form, amount: form.amount ?? Number.NaN });
    if (!parsed.success) {
      const problems: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        if (!(field in problems)) problems[field] = issue.message;
      }
      setErrors(problems);
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync({ body: parsed.data, idempotencyKey: key.key });
      key.renew();
      setForm(emptyForm());
    } catch (error) {
      // The notice said why; the same key serves the retry, so a bonus is never added twice.
      setErrors(serverFieldErrors(error, "bonus", topField));
    }
  };

  const list = bonuses.data?.bonuses ?? [];
  return (
    <Fieldset legend="Bonuses">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {payrollMessages.bonusRule}
        </Text>
        {bonuses.isPending && <Text size="sm">Loading the bonuses…</Text>}
        {bonuses.isError && (
          <Text size="sm" c="red">
            {bonuses.error.message}
          </Text>
        )}
        {bonuses.isSuccess && list.length === 0 && <Text size="sm">No bonuses.</Text>}
        {list.length > 0 && (
          <Table aria-label="Bonuses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day earned</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((bonus) => {
                const text = `${formatMoney(bonus.amount)} of ${formatDisplayDate(bonus.businessDate)}`;
                return (
                  <Table.Tr key={bonus.id}>
                    <Table.Td>{formatDisplayDate(bonus.businessDate)}</Table.Td>
                    <Table.Td>{bonus.note}</Table.Td>
                    <Table.Td ta="right">{formatMoney(bonus.amount)}</Table.Td>
                    <Table.Td ta="right">
                      <ActionIcon variant="subtle" color="red" aria-label={`Remove the bonus ${text}`} onClick={() => setRemoving({ id: bonus.id, text })}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a bonus">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <DateField
              label="Day earned"
              required
              value={form.businessDate}
              max={today}
              onChange={(businessDate) => setForm((current) => ({ ...current, businessDate }))}
              error={errors.businessDate}
            />
            <MoneyInput
              label="Amount"
              required
              value={form.amount}
              onChange={(amount) => setForm((current) => ({ ...current, amount }))}
              error={errors.amount}
              disabled={add.isPending}
            />
            <TextInput
              label="What it is for"
              required
              placeholder="Perfect attendance"
              value={form.note}
              onChange={(event) => {
                const note = event.currentTarget.value;
                setForm((current) => ({ ...current, note }));
              }}
              error={errors.note}
              disabled={add.isPending}
              w="16rem"
            />
            <Button type="submit" mt={25} loading={add.isPending}>
              Add bonus
            </Button>
          </Group>
        </form>
      </Stack>
      <ConfirmDeleteDialog
        title={removing ? "Remove this bonus?" : null}
        deleting={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      >
        The bonus {removing?.text} is no longer paid. If its period was already paid, the next run takes it back as an adjustment.
      </ConfirmDeleteDialog>
    </Fieldset>
  );
}
