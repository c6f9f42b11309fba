import { Button, Group, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatMoney, messages, salesMessages, tipOptions, type TipPresets } from "@washdesk/domain";
import { useId, useState } from "react";
import { MoneyInput } from "../../components/money-input";

export interface TipPromptProps {
  /** The card payment the tip goes on top of, in cents. */
  amount: number;
  methodLabel: string;
  /** The shop's presets, or null while they are still on their way. */
  presets: TipPresets | null;
  onTake: (tip: number) => void;
  onBack: () => void;
}

/**
 * Asked before a card is charged: a preset (a percentage of the payment or an amount), no tip, or
 * a tip typed in. One tap on a preset or "No tip" takes the payment.
 */
export function TipPrompt({ amount, methodLabel, presets, onTake, onBack }: TipPromptProps) {
  const id = useId();
  const [customOpen, setCustomOpen] = useState(false);
  const [custom, setCustom] = useState<number | null>(null);
  const [attempted, setAttempted] = useState(false);
  // Shown once a take was tried, and gone as soon as the field holds a tip.
  const customError = !attempted ? undefined : custom === null ? salesMessages.tipRequired : custom < 0 ? messages.minPositive : undefined;

  const takeCustom = () => {
    setAttempted(true);
    if (custom === null || custom < 0) return;
    onTake(custom);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={`${id}-title`}>
      <Text fw={600} id={`${id}-title`}>
        Add a tip to the {methodLabel} payment of {formatMoney(amount)}?
      </Text>
      {presets === null ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed" role="status">
            Loading the tip presets…
          </Text>
        </Group>
      ) : (
        <SimpleGrid cols={3} spacing="xs">
          {tipOptions(amount, presets).map((option) => (
            <Button
              key={option.label}
              size="lg"
              h="auto"
              py={6}
              // A narrow column (1024 px beside the menu) leaves ~80 px a button: no side padding.
              px={4}
              aria-label={`Tip ${option.label === formatMoney(option.tip) ? option.label : `${option.label}, ${formatMoney(option.tip)}`}`}
              onClick={() => onTake(option.tip)}
            >
              <Stack gap={0} align="center">
                <span>{option.label}</span>
                {option.label !== formatMoney(option.tip) && (
                  <Text span size="sm">
                    {formatMoney(option.tip)}
                  </Text>
                )}
              </Stack>
            </Button>
          ))}
        </SimpleGrid>
      )}
      <SimpleGrid cols={2} spacing="xs">
        <Button size="lg" px={4} variant="default" onClick={() => onTake(0)}>
          No tip
        </Button>
        <Button size="lg" px={4} variant={customOpen ? "light" : "default"} aria-expanded={customOpen} onClick={() => setCustomOpen(true)}>
          Custom tip
        </Button>
      </SimpleGrid>
      {customOpen && (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <div style={{ flex: 1, minWidth: 140 }}>
            <MoneyInput label="Custom tip" value={custom} onChange={setCustom} min={0} error={customError} />
          </div>
          <Button size="md" onClick={takeCustom}>
            Take {formatMoney(amount + Math.max(custom ?? 0, 0))} by {methodLabel}
          </Button>
        </Group>
      )}
      <Button variant="subtle" onClick={onBack}>
        Back to the payment
      </Button>
    </Stack>
  );
}
