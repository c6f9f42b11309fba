import { Group, TextInput } from "@mantine/core";
import { DiscountType, discountTypeLabels, formatRate, rateFromPercentText } from "@washdesk/domain";
import { useState } from "react";
import { EnumSelect } from "../../components/enum-select";
import { MoneyInput } from "../../components/money-input";
import { discountProblem, type DraftDiscount } from "./sale-draft";

export interface DiscountFieldsProps {
  discount: DraftDiscount;
  onChange: (discount: DraftDiscount) => void;
  disabled?: boolean;
}

/**
 * A line's discount: a type, then a percent typed as text ("10" → 10 000 thousandths, "8.875" →
 * 8 875, read without floats) or an amount of money in cents.
 */
export function DiscountFields({ discount, onChange, disabled }: DiscountFieldsProps) {
  const [percentText, setPercentText] = useState(() => (discount.type === DiscountType.Percentage && discount.rate !== null ? formatRate(discount.rate) : ""));
  const problem = discountProblem(discount);

  const changeType = (type: DiscountType) => {
    setPercentText("");
    onChange({ type, rate: type === DiscountType.NoDiscount ? 0 : null });
  };

  const changePercent = (text: string) => {
    setPercentText(text);
    onChange({ type: DiscountType.Percentage, rate: rateFromPercentText(text) });
  };

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <EnumSelect
        label="Discount type"
        enumeration={DiscountType}
        labels={discountTypeLabels}
        value={discount.type}
        onChange={changeType}
        disabled={disabled}
        w={150}
      />
      {discount.type === DiscountType.Percentage && (
        <TextInput
          label="Discount (%)"
          value={percentText}
          onChange={(event) => changePercent(event.currentTarget.value)}
          inputMode="decimal"
          rightSection="%"
          rightSectionPointerEvents="none"
          error={percentText.trim() === "" ? undefined : problem === "Field is required!" ? "Only Number!" : problem}
          disabled={disabled}
          w={120}
        />
      )}
      {discount.type === DiscountType.Fixed && (
        <MoneyInput
          label="Discount ($)"
          value={discount.rate}
          onChange={(cents) => onChange({ type: DiscountType.Fixed, rate: cents })}
          error={discount.rate === null ? undefined : problem}
          disabled={disabled}
        />
      )}
    </Group>
  );
}
