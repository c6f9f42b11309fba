import { Select, type SelectProps } from "@mantine/core";
import { enumValues, type EnumLike, type EnumValue } from "@washdesk/domain";
import { useMemo } from "react";

export interface EnumSelectProps<E extends EnumLike> extends Omit<SelectProps, "data" | "value" | "onChange" | "allowDeselect" | "clearable"> {
  /** The domain's enumeration: its values, in declaration order, are the choices. */
  enumeration: E;
  /** The words of each value (the domain's `…Labels`). */
  labels: Readonly<Record<EnumValue<E>, string>>;
  value: EnumValue<E>;
  onChange: (value: EnumValue<E>) => void;
  /** Offers only these values (in the enumeration's order); all of them when left out. */
  only?: readonly EnumValue<E>[];
}

/**
 * A required choice of one value of a domain enumeration, shown by its label. The select speaks in
 * strings; the value given and answered stays the enumeration's own (a number or a string).
 */
export function EnumSelect<E extends EnumLike>({ enumeration, labels, value, onChange, only, ...props }: EnumSelectProps<E>) {
  const values = useMemo(() => enumValues(enumeration).filter((v) => only === undefined || only.includes(v)), [enumeration, only]);
  const data = useMemo(() => values.map((v) => ({ value: String(v), label: labels[v] })), [values, labels]);
  return (
    <Select
      {...props}
      data={data}
      value={String(value)}
      allowDeselect={false}
      onChange={(text) => {
        const chosen = values.find((v) => String(v) === text);
        if (chosen !== undefined) onChange(chosen);
      }}
    />
  );
}
