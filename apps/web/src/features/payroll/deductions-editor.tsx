import { ActionIcon, Button, Fieldset, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import {
  DEDUCTION_KINDS,
  deductionKindLabels,
  deductionsInputSchema,
  formatRate,
  rateFromPercentText,
  payrollMessages,
  type DeductionKind,
  type PayrollProfile,
} from "@washdesk/domain";
import { useState } from "react";
import { MoneyInput } from "../../components/money-input";
import { rowErrorsOf, serverRowErrors, type RowErrors } from "./issue-errors";
import { useSetDeductions } from "./payroll-mutations";

const kindOptions = DEDUCTION_KINDS.map((kind) => ({ value: kind, label: deductionKindLabels[kind] }));

interface DeductionRow {
  label: string;
  kind: DeductionKind;
  percent: string;
  amount: number | null;
  balance: number | null;
}

const rowsOf = (profile: PayrollProfile): DeductionRow[] =>
  profile.deductions.map((deduction) => ({
    label: deduction.label,
    kind: deduction.kind,
    percent: deduction.rate === null ? "" : formatRate(deduction.rate),
    amount: deduction.amount,
    balance: deduction.balance,
  }));

/**
 * An employee's deductions (docs/product.md §2 /payroll): advances, uniforms or a flat withholding
 * the owner sets, each a fixed amount or a percentage of gross pay, taken in this order. An advance
 * has a balance left to repay and stops there. Saving replaces the whole list.
 */
export function DeductionsEditor({ profile }: { profile: PayrollProfile }) {
  const [rows, setRows] = useState<DeductionRow[]>(() => rowsOf(profile));
  const [errors, setErrors] = useState<RowErrors>({});
  const save = useSetDeductions(profile.employeeId);
  const change = (index: number, changes: Partial<DeductionRow>) => setRows((all) => all.map((row, i) => (i === index ? { ...row, ...changes } : row)));

  const submit = async () => {
    const body = {
      deductions: rows.map((row) =>
        row.kind === "fixed"
          ? { label: row.label, kind: "fixed" as const, amount: row.amount ?? Number.NaN, balance: row.balance }
          : { label: row.label, kind: "percent" as const, rate: rateFromPercentText(row.percent) ?? Number.NaN, balance: row.balance },
      ),
    };
    const parsed = deductionsInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(rowErrorsOf(parsed.error.issues, "deductions"));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
    } catch (error) {
      setErrors(serverRowErrors(error, "deductions"));
    }
  };

  return (
    <Fieldset legend="Deductions">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {payrollMessages.noTaxes}
        </Text>
        {rows.length === 0 && <Text size="sm">No deductions.</Text>}
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <Group key={index} align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={`Label of deduction ${n}`}
                value={row.label}
                onChange={(event) => change(index, { label: event.currentTarget.value })}
                error={errors[`${index}.label`]}
                maxLength={100}
                w={220}
              />
              <Select
                label={`Kind of deduction ${n}`}
                data={kindOptions}
                value={row.kind}
                onChange={(kind) => kind && change(index, { kind: kind as DeductionKind })}
                allowDeselect={false}
                w={220}
              />
              {row.kind === "fixed" ? (
                <MoneyInput
                  label={`Amount of deduction ${n}`}
                  value={row.amount}
                  onChange={(amount) => change(index, { amount })}
                  min={0}
                  error={errors[`${index}.amount`]}
                />
              ) : (
                <TextInput
                  label={`Percent of deduction ${n}`}
                  value={row.percent}
                  onChange={(event) => change(index, { percent: event.currentTarget.value })}
                  rightSection="%"
                  inputMode="decimal"
                  error={errors[`${index}.rate`]}
                  w={160}
                />
              )}
              <MoneyInput
                label={`Balance left of deduction ${n}`}
                description="An advance stops once repaid; empty for every run."
                value={row.balance}
                onChange={(balance) => change(index, { balance })}
                min={0}
                error={errors[`${index}.balance`]}
              />
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove deduction ${n}`}
                onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {errors.list && (
          <Text size="sm" c="red" role="alert">
            {errors.list}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setRows((all) => [...all, { label: "", kind: "fixed", percent: "", amount: null, balance: null }])}>
            Add deduction
          </Button>
          <Button loading={save.isPending} onClick={() => void submit()}>
            Save deductions
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
