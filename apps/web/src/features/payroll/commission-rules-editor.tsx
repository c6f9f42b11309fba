import { Button, Fieldset, Group, Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import {
  COMMISSION_KINDS,
  commissionKindLabels,
  commissionRulesInputSchema,
  formatRate,
  rateFromPercentText,
  payrollMessages,
  productRoutes,
  type CommissionKind,
  type PayrollProfile,
} from "@washdesk/domain";
import { useState } from "react";
import { call } from "../../api/call";
import { ProductPicker, usePickerText } from "../../components/product-picker";
import { useSetCommissionRules } from "./payroll-mutations";
import { PercentOrAmount, RuleListError, RuleRow, useRuleListSave } from "./rule-row-editor";

const kindOptions = COMMISSION_KINDS.map((kind) => ({ value: kind, label: commissionKindLabels[kind] }));

interface RuleRow {
  productId: string | null;
  productName: string | null;
  kind: CommissionKind;
  percent: string;
  amount: number | null;
}

const rowsOf = (profile: PayrollProfile): RuleRow[] =>
  profile.rules.map((rule) => ({
    productId: rule.productId,
    productName: rule.productName,
    kind: rule.kind,
    percent: rule.rate === null ? "" : formatRate(rule.rate),
    amount: rule.amount,
  }));

const ruleName = (row: RuleRow) => row.productName ?? "the default rule";

function useProductsFound(text: string) {
  return useQuery({
    queryKey: ["products", "payrollSearch", text],
    queryFn: async ({ signal }) =>
      (await call(productRoutes.search, { query: { text, fields: ["name", "code"], project: ["_id", "name", "code"] }, signal })).results.map((found) => ({
        id: found.id,
        name: found.name ?? "",
        code: found.code ?? "",
      })),
    enabled: text.length > 0,
    staleTime: 10_000,
  });
}

/**
 * An employee's commission rules (docs/product.md §2 /payroll): a default rule for every product
 * and a rule per product, each a percentage of the line's net before tax or a fixed amount per
 * unit. Saving replaces the whole list.
 */
export function CommissionRulesEditor({ profile }: { profile: PayrollProfile }) {
  const [rows, setRows] = useState<RuleRow[]>(() => rowsOf(profile));
  const save = useSetCommissionRules(profile.employeeId);
  const { errors, submit: send } = useRuleListSave(commissionRulesInputSchema, "rules", (value) => save.mutateAsync(value));
  const text = usePickerText();
  const found = useProductsFound(text.debounced);
  const change = (index: number, changes: Partial<RuleRow>) => setRows((all) => all.map((row, i) => (i === index ? { ...row, ...changes } : row)));
  const add = (row: Pick<RuleRow, "productId" | "productName">) => {
    if (rows.some((existing) => existing.productId === row.productId)) return;
    setRows((all) => [...all, { ...row, kind: "percent", percent: "", amount: null }]);
  };

  const submit = () =>
    send({
      rules: rows.map((row) =>
        row.kind === "percent"
          ? { productId: row.productId, kind: "percent" as const, rate: rateFromPercentText(row.percent) ?? Number.NaN }
          : { productId: row.productId, kind: "perUnit" as const, amount: row.amount ?? Number.NaN },
      ),
    });

  return (
    <Fieldset legend="Commission rules">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {payrollMessages.commissionRule}
        </Text>
        {rows.length === 0 && <Text size="sm">No commission rules: this employee earns no commission.</Text>}
        {rows.map((row, index) => (
          <RuleRow
            key={row.productId ?? "default"}
            removeLabel={`Remove ${ruleName(row)}`}
            onRemove={() => setRows((all) => all.filter((_, i) => i !== index))}
          >
            <Text w={200} pt={28} fw={500}>
              {row.productName ?? "Default (every other product)"}
            </Text>
            <Select
              label={`Kind of ${ruleName(row)}`}
              data={kindOptions}
              value={row.kind}
              onChange={(kind) => kind && change(index, { kind: kind as CommissionKind })}
              allowDeselect={false}
              // Wide enough for "Percentage of the line's net before tax" uncut.
              w={340}
              error={errors[`${index}.productId`]}
            />
            <PercentOrAmount
              percent={row.kind === "percent"}
              percentLabel={`Percent of ${ruleName(row)}`}
              percentText={row.percent}
              onPercent={(percent) => change(index, { percent })}
              percentError={errors[`${index}.rate`]}
              amountLabel={`Amount per unit of ${ruleName(row)}`}
              amount={row.amount}
              onAmount={(amount) => change(index, { amount })}
              amountError={errors[`${index}.amount`]}
            />
          </RuleRow>
        ))}
        <RuleListError message={errors.list} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <ProductPicker
            text={text}
            found={found.data}
            searching={found.isFetching}
            optionLabel={(product) => `${product.name} (${product.code})`}
            onPick={(product) => add({ productId: product.id, productName: product.name })}
            placeholder="A rule for one product"
            w={{ base: "100%", sm: 320 }}
          />
          {!rows.some((row) => row.productId === null) && (
            <Button variant="subtle" onClick={() => add({ productId: null, productName: null })}>
              Add default rule
            </Button>
          )}
        </Group>
        <Group justify="flex-end">
          <Button loading={save.isPending} onClick={() => void submit()}>
            Save commission rules
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
