import { Fieldset, Group, Input, NativeSelect, SegmentedControl, TextInput } from "@mantine/core";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { DateField } from "./date-field";

export type Meridiem = "AM" | "PM";

/** The pieces the field edits; `date` is "YYYY-MM-DD" or null while none is chosen. */
export interface DateTimeParts {
  date: string | null;
  hour12: number;
  minute: number;
  second: number;
  meridiem: Meridiem;
}

export interface DateTimeFieldProps {
  label: ReactNode;
  /** "YYYY-MM-DD HH:mm:ss", or null when empty. */
  value: string | null;
  /** Emits "YYYY-MM-DD HH:mm:ss" once a date is chosen, null when the date is cleared. */
  onChange: (value: string | null) => void;
  error?: ReactNode;
  required?: boolean;
  /** Date, hour, minute and AM/PM stay on one line (a filter row moves the whole field instead). */
  keepTogether?: boolean;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const HOURS = Array.from({ length: 12 }, (_, index) => String(index + 1));
const MIDNIGHT: Omit<DateTimeParts, "date"> = { hour12: 12, minute: 0, second: 0, meridiem: "AM" };

const pad2 = (n: number) => String(n).padStart(2, "0");

/** 12-hour clock to 24-hour: 12 AM → 0, 1 AM → 1, 12 PM → 12, 1 PM → 13. */
export function to24Hour(hour12: number, meridiem: Meridiem): number {
  const hour = hour12 % 12;
  return meridiem === "PM" ? hour + 12 : hour;
}

/** 24-hour clock to 12-hour: 0 → 12 AM, 12 → 12 PM, 13 → 1 PM. */
export function from24Hour(hour24: number): { hour12: number; meridiem: Meridiem } {
  const meridiem: Meridiem = hour24 >= 12 ? "PM" : "AM";
  return { hour12: hour24 % 12 === 0 ? 12 : hour24 % 12, meridiem };
}

/** Minutes wrap around the hour: 60 → 0, -1 → 59 (docs/product.md §9). */
export function wrapMinute(minute: number): number {
  return ((minute % 60) + 60) % 60;
}

/** The field's output format, "YYYY-MM-DD HH:mm:ss". */
export function formatDateTime(parts: DateTimeParts & { date: string }): string {
  const hour = to24Hour(parts.hour12, parts.meridiem);
  return `${parts.date} ${pad2(hour)}:${pad2(parts.minute)}:${pad2(parts.second)}`;
}

/** Reads "YYYY-MM-DD HH:mm:ss" (seconds and time optional) into parts; null when unreadable. */
export function parseDateTime(value: string): DateTimeParts | null {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, date = "", hour = "0", minute = "0", second = "0"] = match;
  const hour24 = Number(hour);
  if (hour24 > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  return { date, ...from24Hour(hour24), minute: Number(minute), second: Number(second) };
}

function partsOf(value: string | null, previous?: DateTimeParts): DateTimeParts {
  const parsed = value === null ? null : parseDateTime(value);
  if (parsed) return parsed;
  return { ...(previous ?? MIDNIGHT), date: null };
}

/**
 * Date and time field (docs/product.md §9): a date, an hour 1–12, minutes that wrap and AM/PM, emitted
 * together as "YYYY-MM-DD HH:mm:ss".
 */
export function DateTimeField({ label, value, onChange, error, required, keepTogether }: DateTimeFieldProps) {
  const errorId = useId();
  const [parts, setParts] = useState(() => partsOf(value));
  const [shownValue, setShownValue] = useState(value);
  const [minuteText, setMinuteText] = useState(() => pad2(parts.minute));

  // A new value from the parent replaces what is shown; the time is kept while the date is empty.
  if (value !== shownValue) {
    const next = partsOf(value, parts);
    setShownValue(value);
    setParts(next);
    setMinuteText(pad2(next.minute));
  }

  const update = (change: Partial<DateTimeParts>) => {
    const next = { ...parts, ...change };
    setParts(next);
    const emitted = next.date === null ? null : formatDateTime({ ...next, date: next.date });
    setShownValue(emitted);
    if (emitted !== value) onChange(emitted);
  };

  const stepMinute = (delta: number) => {
    const minute = wrapMinute(parts.minute + delta);
    setMinuteText(pad2(minute));
    update({ minute });
  };

  const handleMinuteKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowUp") {
      event.preventDefault();
      stepMinute(1);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      stepMinute(-1);
    }
  };

  const handleMinuteText = (text: string) => {
    if (!/^\d{0,2}$/.test(text)) return;
    setMinuteText(text);
    if (text !== "" && Number(text) <= 59) update({ minute: Number(text) });
  };

  const minuteProblem = minuteText !== "" && Number(minuteText) > 59 ? "Minutes are 0 to 59" : undefined;

  return (
    <Fieldset
      legend={
        <>
          {label}
          {required ? (
            <span aria-hidden="true" style={{ color: "var(--mantine-color-error)" }}>
              {" *"}
            </span>
          ) : null}
        </>
      }
      variant="unstyled"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <Group align="flex-start" gap="sm" wrap={keepTogether ? "nowrap" : "wrap"}>
        <DateField
          label="Date"
          value={parts.date ?? ""}
          onChange={(date) => update({ date: date || null })}
          required={required}
          error={Boolean(error)}
          clearable={!required}
        />
        <NativeSelect
          label="Hour"
          data={HOURS}
          value={String(parts.hour12)}
          onChange={(event) => update({ hour12: Number(event.currentTarget.value) })}
          error={Boolean(error)}
          w="5rem"
        />
        <TextInput
          label="Minute"
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          value={minuteText}
          onChange={(event) => handleMinuteText(event.currentTarget.value)}
          onKeyDown={handleMinuteKeyDown}
          onBlur={() => setMinuteText(pad2(parts.minute))}
          error={minuteProblem ?? Boolean(error)}
          w="5rem"
        />
        <MeridiemControl value={parts.meridiem} onChange={(meridiem) => update({ meridiem })} />
      </Group>
      {error ? (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      ) : null}
    </Fieldset>
  );
}

function MeridiemControl({ value, onChange }: { value: Meridiem; onChange: (value: Meridiem) => void }) {
  const labelId = useId();
  return (
    <div>
      <Input.Label id={labelId} labelElement="div">
        AM/PM
      </Input.Label>
      <SegmentedControl<Meridiem> aria-labelledby={labelId} data={["AM", "PM"]} value={value} onChange={onChange} mt={4} />
    </div>
  );
}
