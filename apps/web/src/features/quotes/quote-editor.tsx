import { Alert, Button, Group, Text } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { can, formatMoney, isLiveQuote, type Quote } from "@washdesk/domain";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { DateField } from "../../components/date-field";
import { PricedDocumentLayout, SaveDocumentButton } from "../../components/priced-document-layout";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { DraftLinesSection, DraftParty, SaleTotals, usePricedDraft } from "../sales";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { draftFromQuote, emptyQuoteDraft, quoteCreateBody, quoteUpdateBody, type QuoteDraft } from "./quote-draft";
import { useConvertQuote, useCreateQuote, useUpdateQuote } from "./quote-mutations";

export interface QuoteEditorProps {
  /** Left out: a new quote (/quotes/new). */
  quote?: Quote;
}

/**
 * /quotes/new and /quotes/:quoteID: the sale editor's party and line fields, priced live with the
 * same domain pricing (the total shown is sent as expectedAmount), a valid-until date and notes; and
 * for a saved open or sent quote, "Convert to sale" at today's prices.
 */
export function QuoteEditor({ quote }: QuoteEditorProps) {
  const group = useSessionStore(sessionSelectors.group);
  const navigate = useNavigate();
  const initial = useMemo(() => (quote ? draftFromQuote(quote) : emptyQuoteDraft()), [quote]);
  const create = useCreateQuote();
  const update = useUpdateQuote(quote?.id ?? "");
  const convert = useConvertQuote(quote?.id ?? "");
  const convertKey = useIdempotencyKey();

  const live = quote ? isLiveQuote(quote.status) : true;
  const canChange = quote ? live && can(group, "quotes.edit") : can(group, "quotes.new");
  const mayConvert = quote !== undefined && live && can(group, "sales.new", "sales.pos.new");

  // Today's catalog prices: an edit and a conversion are both priced with them on the server.
  const editor = usePricedDraft<QuoteDraft>(initial, { linesEditable: canChange, freshPrices: quote !== undefined && live });
  const { draft, change, pricing, repriced } = editor;
  const dirty = editor.changed || draft.validUntil !== initial.validUntil;
  const pricesMoved = quote && live && !repriced && pricing && pricing.amount !== quote.amount ? { now: pricing.amount, quoted: quote.amount } : null;

  const save = async () => {
    const priced = editor.tryToSave();
    if (!priced) return;
    try {
      if (!quote) {
        const created = await create.mutateAsync(quoteCreateBody(draft, priced.amount));
        void navigate(`/quotes/${created.id}`);
      } else {
        await update.mutateAsync(quoteUpdateBody(draft, priced.amount, repriced));
      }
    } catch {
      // The notice has said why; the form keeps what was typed.
    }
  };

  const convertToSale = async () => {
    if (!pricing) return;
    try {
      const { sale } = await convert.mutateAsync({ body: { expectedAmount: pricing.amount }, idempotencyKey: convertKey.key });
      convertKey.renew();
      void navigate(`/sales/${sale.id}`);
    } catch {
      // The notice has said why (a total that moved, a quote converted elsewhere); the same key serves a retry.
    }
  };

  return (
    <PricedDocumentLayout
      partyTitleId="quote-party-title"
      party={<DraftParty editable={canChange} party={draft} onChange={change} saved={quote} />}
      lines={
        <DraftLinesSection
          titleId="quote-lines-title"
          editable={canChange}
          saved={quote?.lines.map((line) => ({ ...line, refundedQuantity: 0 }))}
          {...editor.lines}
        />
      }
      beforeNotes={
        <DateField
          label="Valid until"
          description="The last day these prices hold"
          value={draft.validUntil}
          onChange={(validUntil) => change({ validUntil })}
          clearable={canChange}
          readOnly={!canChange}
          w={200}
        />
      }
      notes={draft.notes}
      onNotesChange={(notes) => change({ notes })}
      readOnly={!canChange}
      totals={<SaleTotals totals={canChange ? pricing : (quote ?? null)} />}
    >
      {pricesMoved && (
        <Alert color="orange" variant="light" title="Prices changed since this quote">
          A sale today costs {formatMoney(pricesMoved.now)}; the quote said {formatMoney(pricesMoved.quoted)}.
        </Alert>
      )}

      {(canChange || mayConvert) && (
        <Group justify="flex-end">
          {mayConvert && dirty && (
            <Text size="sm" c="dimmed">
              Save the changes before converting.
            </Text>
          )}
          {mayConvert && (
            <Button
              size="md"
              variant="light"
              leftSection={<IconReceipt size={18} aria-hidden />}
              loading={convert.isPending}
              disabled={dirty || pricing === null}
              onClick={() => void convertToSale()}
            >
              Convert to sale
            </Button>
          )}
          {canChange && (
            <SaveDocumentButton saving={create.isPending || update.isPending} disabled={quote !== undefined && !dirty} onSave={() => void save()}>
              {quote ? "Save changes" : "Save quote"}
            </SaveDocumentButton>
          )}
        </Group>
      )}
    </PricedDocumentLayout>
  );
}
