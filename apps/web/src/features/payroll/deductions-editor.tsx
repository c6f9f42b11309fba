import { Button, Fieldset, Group, Select, Stack, Text, TextInput } from "@mantine/core";
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
import { useSetDeductions } from "./payroll-mutations";
import { PercentOrAmount, RuleListError, RuleRow, useRuleListSave } from "./rule-row-editor";

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
  const save = useSetDeductions(profile.employeeId);
  const { errors, submit: send } = useRuleListSave(deductionsInputSchema, "deductions", (value) => save.mutateAsync(value));
  const change = (index: number, changes: Partial<DeductionRow>) => setRows((all) => all.map((row, i) => (i === index ? { ...row, ...changes } : row)));

  const submit = () =>
    send({
      deductions: rows.map((row) =>
        row.kind === "fixed"
          ? { label: row.label, kind: "fixed" as const, amount: row.amount ?? Number.NaN, balance: row.balance }
          : { label: row.label, kind: "percent" as const, rate: rateFromPercentText(row.percent) ?? Number.NaN, balance: row.balance },
      ),
    });

  return (
    <Fieldset legend="Deductions">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {payrollMessages.noTaxes}
        </Text>
        {/* Said once for every row rather than under each balance, where it pushed that field below its row's others. */}
        {rows.length > 0 && (
          <Text size="sm" c="dimmed">
            Balance left: an advance stops once repaid; leave it empty for a deduction taken every run.
          </Text>
        )}
        {rows.length === 0 && <Text size="sm">No deductions.</Text>}
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <RuleRow key={index} removeLabel={`Remove deduction ${n}`} onRemove={() => setRows((all) => all.filter((_, i) => i !== index))}>
              <TextInput
                label={`Label of deduction ${n}`}
                value={row.label}
                onChange={(event) => change(index, { label: event.currentTarget.value })}
                error={errors[`${index}.label`]}
                maxLength={100}
                w={200}
              />
              <Select
                label={`Kind of deduction ${n}`}
                data={kindOptions}
                value={row.kind}
                onChange={(kind) => kind && change(index, { kind: kind as DeductionKind })}
                allowDeselect={false}
                w={200}
              />
              <PercentOrAmount
                percent={row.kind === "percent"}
                percentLabel={`Percent of deduction ${n}`}
                percentText={row.percent}
                onPercent={(percent) => change(index, { percent })}
                percentError={errors[`${index}.rate`]}
                amountLabel={`Amount of deduction ${n}`}
                amount={row.amount}
                onAmount={(amount) => change(index, { amount })}
                amountError={errors[`${index}.amount`]}
              />
              <MoneyInput
                label={`Balance left of deduction ${n}`}
                value={row.balance}
                onChange={(balance) => change(index, { balance })}
                min={0}
                error={errors[`${index}.balance`]}
              />
            </RuleRow>
          );
        })}
        <RuleListError message={errors.list} />
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
