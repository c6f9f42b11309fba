import { TextInput } from "@mantine/core";

export interface DateRangeFieldsProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** From and To as stored dates (YYYY-MM-DD); the browser's date field shows them as MM/DD/YYYY. */
export function DateRangeFields({ from, to, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <TextInput
        label="From"
        type="date"
        value={from}
        max={to}
        onChange={(event) => event.currentTarget.value && onChange({ from: event.currentTarget.value, to })}
        w={160}
      />
      <TextInput
        label="To"
        type="date"
        value={to}
        min={from}
        onChange={(event) => event.currentTarget.value && onChange({ from, to: event.currentTarget.value })}
        w={160}
      />
    </>
  );
}
