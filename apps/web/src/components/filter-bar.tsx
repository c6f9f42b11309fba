import { Group, Loader, Select, type SelectProps } from "@mantine/core";
import { useMemo, type ReactNode } from "react";

export interface FilterBarProps {
  /** The list behind the filters is fetching: a spinner says so beside them. */
  busy: boolean;
  /** What the spinner is read as: "Loading the activity log". */
  busyLabel: string;
  children: ReactNode;
}

/**
 * The row of filters above a list (logs, reviews, appointments): fields aligned on their inputs,
 * wrapping at narrow widths, and the list's progress sign at the end of the row.
 */
export function FilterBar({ busy, busyLabel, children }: FilterBarProps) {
  return (
    <Group align="flex-end" wrap="wrap">
      {children}
      {busy && <Loader size="sm" aria-label={busyLabel} mb={8} />}
    </Group>
  );
}

export interface ChoiceFilterProps<V extends string | number> extends Omit<SelectProps, "data" | "value" | "onChange" | "clearable" | "placeholder"> {
  /** The values offered, in the order shown. */
  values: readonly V[];
  /** The words of each value. */
  labels: Readonly<Record<V, string>>;
  /** What no choice means: "Any status". */
  anyLabel: string;
  value: V | null;
  onChange: (value: V | null) => void;
}

/**
 * An optional filter on one value of a fixed set, shown by its words and cleared back to "any". The
 * select speaks in strings; the value given and answered stays the set's own (a number or a string).
 */
export function ChoiceFilter<V extends string | number>({ values, labels, anyLabel, value, onChange, ...props }: ChoiceFilterProps<V>) {
  const data = useMemo(() => values.map((v) => ({ value: String(v), label: labels[v] })), [values, labels]);
  return (
    <Select
      {...props}
      placeholder={anyLabel}
      clearable
      data={data}
      value={value === null ? null : String(value)}
      onChange={(text) => onChange(values.find((v) => String(v) === text) ?? null)}
    />
  );
}
