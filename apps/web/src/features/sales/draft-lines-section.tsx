import { Paper, Stack, Text, Title } from "@mantine/core";
import { salesMessages, type DocumentPricing, type SaleLine, type VehicleType } from "@washdesk/domain";
import type { ReactNode } from "react";
import { ProductPicker } from "./product-picker";
import type { FoundProduct } from "./product-search";
import type { DraftLine } from "./sale-draft";
import { SaleLineEditor } from "./sale-line-editor";
import { SaleLinesView } from "./sale-lines-view";

export interface DraftLinesSectionProps {
  /** The section's heading id: "sale-lines-title", "quote-lines-title". */
  titleId: string;
  /** Lines may be added, changed and removed; otherwise the saved lines are shown as they stand. */
  editable: boolean;
  lines: readonly DraftLine[];
  vehicleType: VehicleType | null;
  pricing: DocumentPricing | null;
  /** Saving was tried: the rule that a document needs a line is then an alert, not a hint. */
  triedToSave: boolean;
  onAdd: (found: FoundProduct) => void;
  onChange: (key: string, line: DraftLine) => void;
  onRemove: (key: string) => void;
  /** The saved lines, shown when they may not change. */
  saved: readonly SaleLine[] | undefined;
}

/** "Products and services" of a sale or a quote: the product picker and each line's editor, or the saved lines. */
export function DraftLinesSection({ titleId, editable, lines, vehicleType, pricing, triedToSave, onAdd, onChange, onRemove, saved }: DraftLinesSectionProps) {
  let body: ReactNode = saved ? <SaleLinesView lines={saved} /> : null;
  if (editable) {
    body = (
      <>
        <ProductPicker vehicleType={vehicleType} onPick={onAdd} />
        {lines.map((line, index) => (
          <SaleLineEditor
            key={line.key}
            line={line}
            vehicleType={vehicleType}
            pricing={pricing?.lines[index]}
            onChange={(next) => onChange(line.key, next)}
            onRemove={() => onRemove(line.key)}
          />
        ))}
        {lines.length === 0 && (
          <Text c={triedToSave ? "red" : "dimmed"} size="sm" role={triedToSave ? "alert" : undefined}>
            {salesMessages.linesRequired}
          </Text>
        )}
      </>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          Products and services
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
