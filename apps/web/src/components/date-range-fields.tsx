import { DateField } from "./date-field";

export interface DateRangeFieldsProps {
  /** Stored dates, "YYYY-MM-DD"; "" only when `clearable`. */
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  /** Either end may be emptied, leaving the range open on that side; without it both stay set. */
  clearable?: boolean;
}

/** From and To, each a DateField; From cannot pass To, nor To come before From. */
export function DateRangeFields({ from, to, onChange, clearable = false }: DateRangeFieldsProps) {
  return (
    <>
      <DateField
        label="From"
        value={from}
        max={to || undefined}
        clearable={clearable}
        onChange={(next) => (next || clearable) && onChange({ from: next, to })}
      />
      <DateField label="To" value={to} min={from || undefined} clearable={clearable} onChange={(next) => (next || clearable) && onChange({ from, to: next })} />
    </>
  );
}
