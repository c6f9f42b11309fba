import "@mantine/dates/styles.layer.css";
import { DateInput, type DateInputProps } from "@mantine/dates";
import { dateFormats } from "@washdesk/domain";
import type { KeyboardEvent, ReactNode } from "react";
import { hasFullYear, parseUsDate } from "./us-date";

export interface DateFieldProps {
  /** Shown above the field, and the field's accessible name. */
  label: string;
  /** The stored date, "YYYY-MM-DD", or "" when none is chosen. */
  value: string;
  /** Emits the stored date, or "" when the field is emptied. */
  onChange: (value: string) => void;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** The earliest and latest dates that may be chosen, stored dates. */
  min?: string;
  max?: string;
  /** A button empties the field, and so does a click on the chosen day. */
  clearable?: boolean;
  readOnly?: boolean;
  w?: DateInputProps["w"];
}

/**
 * The one date field of the app (docs/product.md "Formats"): typed as MM/DD/YYYY or picked from its
 * calendar, and emitted as the stored "YYYY-MM-DD". A date with a four-digit year counts as soon as it
 * is typed; a two-digit year ("3/5/24", read with the pivot 68) and an emptied field count when the
 * person leaves the field or presses Enter, so typing "2026" never passes through the year 2020.
 */
export function DateField({ label, value, onChange, min, max, clearable = false, w = "10rem", ...shown }: DateFieldProps) {
  const allowed = (date: string) => (!min || date >= min) && (!max || date <= max);

  const commitTyped = (text: string) => {
    const typed = text.trim() === "" ? "" : parseUsDate(text);
    if (typed === null || typed === value || (typed !== "" && !allowed(typed))) return;
    onChange(typed);
  };

  return (
    <DateInput
      {...shown}
      label={label}
      placeholder={dateFormats.L}
      valueFormat={dateFormats.L}
      dateParser={(text) => (hasFullYear(text) ? parseUsDate(text) : null)}
      value={value || null}
      onChange={(date) => {
        if ((date ?? "") !== value) onChange(date ?? "");
      }}
      onBlur={(event) => commitTyped(event.currentTarget.value)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === "Enter") commitTyped(event.currentTarget.value);
      }}
      minDate={min || undefined}
      maxDate={max || undefined}
      clearable={clearable}
      clearButtonProps={{ "aria-label": `Clear ${label}` }}
      w={w}
    />
  );
}
