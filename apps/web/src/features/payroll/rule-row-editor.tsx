import { ActionIcon, Box, Group, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import type { z } from "zod";
import { MoneyInput } from "../../components/money-input";
import { rowErrorsOf, serverRowErrors, type RowErrors } from "./issue-errors";

export interface RuleRowProps {
  /** What the row's remove button says: "Remove deduction 2". */
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}

/** One row of a pay rule list (a commission rule, a deduction): its fields, then its remove button on their line. */
export function RuleRow({ removeLabel, onRemove, children }: RuleRowProps) {
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      {children}
      <ActionIcon mt={26} variant="subtle" color="red" size="lg" aria-label={removeLabel} onClick={onRemove}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

export interface PercentOrAmountProps {
  /** A percentage (typed as text, "2.5") or an amount in cents. */
  percent: boolean;
  percentLabel: string;
  percentText: string;
  onPercent: (text: string) => void;
  percentError?: string;
  amountLabel: string;
  amount: number | null;
  onAmount: (amount: number | null) => void;
  amountError?: string;
}

/**
 * A rule's figure: the percentage field or the money field, as its kind says, in one width (its label,
 * "Percent of the default rule", on one line), so the fields after it line up from row to row.
 */
export function PercentOrAmount(props: PercentOrAmountProps) {
  return (
    <Box w={220}>
      {props.percent ? (
        <TextInput
          label={props.percentLabel}
          value={props.percentText}
          onChange={(event) => props.onPercent(event.currentTarget.value)}
          rightSection="%"
          inputMode="decimal"
          error={props.percentError}
        />
      ) : (
        <MoneyInput label={props.amountLabel} value={props.amount} onChange={props.onAmount} min={0} error={props.amountError} />
      )}
    </Box>
  );
}

/** The list's own refusal (too many rows, two rules for one product), under its rows. */
export function RuleListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text size="sm" c="red" role="alert">
      {message}
    </Text>
  );
}

/**
 * Saving a whole list: checked against the domain's schema first (each refusal marks its row's
 * field), then sent; the server's refusals mark the same fields.
 */
export function useRuleListSave<S extends z.ZodType>(schema: S, list: string, save: (value: z.output<S>) => Promise<unknown>) {
  const [errors, setErrors] = useState<RowErrors>({});
  const submit = async (body: unknown) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(rowErrorsOf(parsed.error.issues, list));
      return;
    }
    setErrors({});
    try {
      await save(parsed.data);
    } catch (error) {
      setErrors(serverRowErrors(error, list));
    }
  };
  return { errors, submit };
}
