import { TextInput } from "@mantine/core";
import { useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { MAX_MONEY_CENTS } from "@washdesk/domain";

export interface MoneyInputProps {
  label: ReactNode;
  /** Integer cents, or null when empty. */
  value: number | null;
  onChange: (cents: number | null) => void;
  /** Lowest value, in cents, the arrow keys step down to. */
  min?: number;
  /** Highest value, in cents (default $1,000,000.00, the domain's ceiling): more is shown as an error and the arrows stop there. */
  max?: number;
  error?: ReactNode;
  required?: boolean;
  description?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The field a dialog focuses when it opens (Mantine's focus trap looks for this attribute). */
  "data-autofocus"?: boolean;
}

const MONEY_TEXT = /^(-)?\$?([\d,]*)(?:\.(\d*))?$/;

/**
 * Parses typed money text ("12", "12.5", "$1,234.56", "-3.1") to integer cents with string
 * arithmetic only, so no float ever carries the amount. Returns null for empty or invalid text,
 * including more than two decimals.
 */
export function parseCents(text: string): number | null {
  const match = MONEY_TEXT.exec(text.trim());
  if (!match) return null;
  const [, minus, integerPart = "", fraction = ""] = match;
  if (integerPart.startsWith(",")) return null;
  const integerDigits = integerPart.replace(/,/g, "");
  if (integerDigits === "" && fraction === "") return null;
  if (fraction.length > 2) return null;
  const digits = `${integerDigits}${fraction.padEnd(2, "0")}`.replace(/^0+(?=\d)/, "");
  const cents = Number(digits);
  if (!Number.isSafeInteger(cents)) return null;
  return minus && cents !== 0 ? -cents : cents;
}

/** Formats integer cents as "1,234.56" (no currency sign: the field shows "$" beside it). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const digits = String(Math.abs(cents)).padStart(3, "0");
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${whole}.${digits.slice(-2)}`;
}

/** Why text that is not empty could not become cents, in the words of docs/product.md (docs/product.md §5). */
function problemWith(text: string, max: number): string | null {
  const trimmed = text.trim();
  // Half-typed amounts are not wrong yet.
  if (trimmed === "" || trimmed === "-" || trimmed === "." || trimmed === "$" || trimmed === "-.") return null;
  const cents = parseCents(trimmed);
  // The words of the domain's ceiling ("Maximum 1,000,000.00 !").
  if (cents !== null) return cents > max ? `Maximum ${formatCents(max)} !` : null;
  if (/^-?\$?[\d,]*\.\d{3,}$/.test(trimmed)) return "Must be 2 Decimal Fraction!";
  return "Only Number!";
}

function textFor(cents: number | null): string {
  return cents === null ? "" : formatCents(cents);
}

/** Money amount field in dollars with cent steps (docs/product.md §9 "Amount step 0.01"). */
export function MoneyInput({
  label,
  value,
  onChange,
  min,
  max = MAX_MONEY_CENTS,
  error,
  required,
  description,
  disabled,
  placeholder = "0.00",
  onBlur,
  ...rest
}: MoneyInputProps) {
  const [text, setText] = useState(() => textFor(value));
  const [shownValue, setShownValue] = useState(value);

  // A new value from the parent replaces the text unless the text already says the same amount.
  if (value !== shownValue) {
    setShownValue(value);
    if (parseCents(text) !== value) setText(textFor(value));
  }

  const emit = (cents: number | null) => {
    setShownValue(cents);
    if (cents !== value) onChange(cents);
  };

  const handleTextChange = (next: string) => {
    setText(next);
    if (next.trim() === "") {
      emit(null);
      return;
    }
    const cents = parseCents(next);
    if (cents !== null) emit(cents);
  };

  const step = (delta: number) => {
    const current = parseCents(text) ?? value ?? 0;
    let next = current + delta;
    if (min !== undefined && next < min) next = min;
    if (next > max) next = max;
    setText(formatCents(next));
    emit(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowUp") {
      event.preventDefault();
      step(1);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      step(-1);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const cents = parseCents(text);
    if (cents !== null) setText(formatCents(cents));
    onBlur?.(event);
  };

  return (
    <TextInput
      data-autofocus={rest["data-autofocus"]}
      label={label}
      description={description}
      error={error || problemWith(text, max) || undefined}
      required={required}
      disabled={disabled}
      placeholder={placeholder}
      inputMode="decimal"
      autoComplete="off"
      leftSection="$"
      leftSectionPointerEvents="none"
      value={text}
      onChange={(event) => handleTextChange(event.currentTarget.value)}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    />
  );
}
