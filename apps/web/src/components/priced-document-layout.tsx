import { Button, Paper, SimpleGrid, Stack, Textarea, Title } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface PricedDocumentLayoutProps {
  /** The id of the "Customer and vehicle" heading, which names its section. */
  partyTitleId: string;
  /** Who the document is for: the fields, or a summary when it may not change. */
  party: ReactNode;
  /** The priced lines' section. */
  lines: ReactNode;
  notes: string;
  onNotesChange: (notes: string) => void;
  readOnly: boolean;
  /** Fields above the notes (a quote's valid-until date). */
  beforeNotes?: ReactNode;
  /** The totals beside the notes. */
  totals: ReactNode;
  /** What follows: payments, warnings, the buttons. */
  children: ReactNode;
}

/**
 * The body of a sale's or a quote's editor: customer and vehicle, the priced lines, the notes beside
 * the totals, then what the document adds of its own.
 */
export function PricedDocumentLayout({ partyTitleId, party, lines, notes, onNotesChange, readOnly, beforeNotes, totals, children }: PricedDocumentLayoutProps) {
  const notesField = (
    <Textarea label="Notes" value={notes} onChange={(event) => onNotesChange(event.currentTarget.value)} rows={3} maxLength={2000} readOnly={readOnly} />
  );
  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-labelledby={partyTitleId}>
        <Title order={2} size="h4" id={partyTitleId} mb="sm">
          Customer and vehicle
        </Title>
        {party}
      </Paper>

      {lines}

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {beforeNotes ? (
          <Stack gap="sm">
            {beforeNotes}
            {notesField}
          </Stack>
        ) : (
          notesField
        )}
        {totals}
      </SimpleGrid>

      {children}
    </Stack>
  );
}

export interface SaveDocumentButtonProps {
  saving: boolean;
  disabled: boolean;
  onSave: () => void;
  children: ReactNode;
}

/** The editor's main button: "Save sale", "Save quote", "Save changes". */
export function SaveDocumentButton({ saving, disabled, onSave, children }: SaveDocumentButtonProps) {
  return (
    <Button size="md" leftSection={<IconDeviceFloppy size={18} aria-hidden />} loading={saving} disabled={disabled} onClick={onSave}>
      {children}
    </Button>
  );
}
