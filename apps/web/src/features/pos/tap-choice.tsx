import { Chip, Group, Text } from "@mantine/core";
import { useId } from "react";

export interface TapChoiceProps {
  label: string;
  data: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * One of a few options, each a chip a finger can tap. The chips wrap onto a second row when the
 * column is narrow (a 1024 px tablet beside the navigation), where a segmented control would clip
 * its last options out of reach.
 */
export function TapChoice({ label, data, value, onChange }: TapChoiceProps) {
  const labelId = useId();
  return (
    <div>
      <Text size="sm" fw={500} id={labelId} mb={4}>
        {label}
      </Text>
      <Chip.Group value={value} onChange={onChange}>
        <Group gap="xs" role="radiogroup" aria-labelledby={labelId}>
          {data.map((option) => (
            <Chip key={option.value} value={option.value} size="lg" radius="sm">
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}
