import { ColorInput, ColorSwatch, Group, Text } from "@mantine/core";
import { colorNameFromHex, DEFAULT_COLOR_CODE, hexColorPattern, namedColors } from "@washdesk/domain";
import type { ReactNode } from "react";

const swatches = namedColors.map((color) => color.hex);

export interface ColorFieldProps {
  value: string;
  onChange: (colorCode: string) => void;
  error?: ReactNode;
}

/** A colour picker with the named swatches; the name beside it is derived from the code, never typed (docs/product.md §3). */
export function ColorField({ value, onChange, error }: ColorFieldProps) {
  const shown = hexColorPattern.test(value) ? value : DEFAULT_COLOR_CODE;
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <ColorInput
        label="Color"
        required
        format="hex"
        swatches={swatches}
        swatchesPerRow={7}
        closeOnColorSwatchClick
        withEyeDropper={false}
        value={value}
        onChange={onChange}
        error={error}
        style={{ flex: 1 }}
      />
      <Group gap={6} wrap="nowrap" mt={30}>
        <ColorSwatch color={shown} size={18} aria-hidden />
        {/* An <output>: screen readers hear the new name when the colour changes. */}
        <Text component="output" aria-label="Color name" size="sm" fw={500}>
          {colorNameFromHex(shown)}
        </Text>
      </Group>
    </Group>
  );
}
