import { TextInput } from "@mantine/core";
import { DiscountType, discountTypeLabels, formatRate, rateFromPercentText, TaxMethod, taxMethodLabels, TaxType, taxTypeLabels } from "@washdesk/domain";
import { useState, type ReactNode } from "react";
import { EnumSelect } from "../../components/enum-select";
import { MoneyInput } from "../../components/money-input";

interface RateInputProps {
  label: string;
  percentage: boolean;
  rate: number | null;
  onChange: (rate: number | null) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * A rate by its type (docs/product.md §9 symbols % or $): a percent typed as text ("8.875" → 8 875
 * thousandths, read without floats), or an amount of money in cents.
 */
function RateInput({ label, percentage, rate, onChange, error, disabled }: RateInputProps) {
  const [text, setText] = useState(() => (rate === null ? "" : formatRate(rate)));
  if (!percentage) {
    return <MoneyInput label={`${label} ($)`} value={rate} onChange={onChange} error={error} disabled={disabled} />;
  }
  const unreadable = text.trim() !== "" && rateFromPercentText(text) === null;
  return (
    <TextInput
      label={`${label} (%)`}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(rateFromPercentText(event.currentTarget.value));
      }}
      inputMode="decimal"
      rightSection="%"
      rightSectionPointerEvents="none"
      error={unreadable ? "Only Number!" : error}
      disabled={disabled}
    />
  );
}

export interface TaxValue {
  type: TaxType;
  method: TaxMethod;
  rate: number | null;
}

/**
 * A line's tax: type, method and rate. Until a type is set the method is disabled and the rate
 * hidden (docs/product.md §4); a new type starts with an empty rate.
 */
export function TaxFields({ tax, onChange, error, disabled }: { tax: TaxValue; onChange: (tax: TaxValue) => void; error?: ReactNode; disabled?: boolean }) {
  const none = tax.type === TaxType.NoTax;
  return (
    <>
      <EnumSelect
        label="Tax type"
        enumeration={TaxType}
        labels={taxTypeLabels}
        value={tax.type}
        disabled={disabled}
        onChange={(type) => onChange(type === TaxType.NoTax ? { type, method: TaxMethod.Exclusive, rate: 0 } : { type, method: tax.method, rate: null })}
      />
      <EnumSelect
        label="Tax method"
        enumeration={TaxMethod}
        labels={taxMethodLabels}
        value={tax.method}
        disabled={disabled || none}
        onChange={(method) => onChange({ ...tax, method })}
      />
      {!none && (
        // Keyed by type: a new type starts a fresh text.
        <RateInput
          key={tax.type}
          label="Tax rate"
          percentage={tax.type === TaxType.Percentage}
          rate={tax.rate}
          onChange={(rate) => onChange({ ...tax, rate })}
          error={error}
          disabled={disabled}
        />
      )}
    </>
  );
}

export interface DiscountValue {
  type: DiscountType;
  rate: number | null;
}

/** A line's discount: the rate is hidden until a discount type is set. */
export function DiscountFields({
  discount,
  onChange,
  error,
  disabled,
}: {
  discount: DiscountValue;
  onChange: (discount: DiscountValue) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <>
      <EnumSelect
        label="Discount type"
        enumeration={DiscountType}
        labels={discountTypeLabels}
        value={discount.type}
        disabled={disabled}
        onChange={(type) => onChange({ type, rate: type === DiscountType.NoDiscount ? 0 : null })}
      />
      {discount.type !== DiscountType.NoDiscount && (
        <RateInput
          key={discount.type}
          label="Discount"
          percentage={discount.type === DiscountType.Percentage}
          rate={discount.rate}
          onChange={(rate) => onChange({ ...discount, rate })}
          error={error}
          disabled={disabled}
        />
      )}
    </>
  );
}
