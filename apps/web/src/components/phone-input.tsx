import { InputBase } from "@mantine/core";
import type { FocusEvent, ReactNode } from "react";
import { IMaskInput } from "react-imask";

export interface PhoneInputProps {
  label: ReactNode;
  /** Masked display text, e.g. "555 123 4567" (12 characters when complete). */
  value: string;
  onChange: (masked: string) => void;
  error?: ReactNode;
  required?: boolean;
  description?: ReactNode;
  disabled?: boolean;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The field a dialog focuses when it opens (Mantine's focus trap looks for this attribute). */
  "data-autofocus"?: boolean;
}

/** docs/product.md §9: ten digits shown as "### ### ####" after a fixed +1. In imask "0" is any digit. */
const PHONE_MASK = "000 000 0000";

/** The ten (or fewer, while typing) digits of a masked phone: "555 123 4567" → "5551234567". */
export function phoneDigits(masked: string): string {
  return masked.replace(/\D/g, "");
}

/** US phone field: "+1" prefix and a "### ### ####" mask; emits the masked text. */
export function PhoneInput({ label, value, onChange, error, required, description, disabled, onBlur, ...rest }: PhoneInputProps) {
  return (
    <InputBase
      component={IMaskInput}
      data-autofocus={rest["data-autofocus"]}
      mask={PHONE_MASK}
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      leftSection="+1"
      leftSectionPointerEvents="none"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="555 123 4567"
      value={value}
      onAccept={(masked: string) => {
        if (masked !== value) onChange(masked);
      }}
      onBlur={onBlur}
    />
  );
}
