import { Group } from "@mantine/core";
import { DiscountFields } from "../sales";
import type { DraftLine } from "../sales";
import { StaffPicker } from "./staff-picker";

export interface LineAdjustmentsProps {
  line: DraftLine;
  onChange: (line: DraftLine) => void;
}

/** A cart line's discount and the staff who did the work; its own chunk, loaded when first opened. */
export default function LineAdjustments({ line, onChange }: LineAdjustmentsProps) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap" pt="xs">
      <DiscountFields discount={line.discount} onChange={(discount) => onChange({ ...line, discount })} />
      <StaffPicker value={line.staffIds} onChange={(staffIds) => onChange({ ...line, staffIds })} />
    </Group>
  );
}
