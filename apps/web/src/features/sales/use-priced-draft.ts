import { useState } from "react";
import { draftVehicleType, priceDraft, pricingInputsKey, type SaleDraft } from "./sale-draft";
import { useLineDraft } from "./use-line-draft";

export interface PricedDraftOptions {
  /** The lines may change: a change to them reprices the document when it is saved. */
  linesEditable: boolean;
  /** A saved document's lines take today's catalog products (see useLineDraft). */
  freshPrices: boolean;
}

/**
 * What the sale and the quote editors share: the draft, priced live with the domain pricing, what
 * changed since it was opened, and the props of its lines section (`lines`), which says what is
 * missing once a save was tried.
 */
export function usePricedDraft<D extends SaleDraft>(initial: D, { linesEditable, freshPrices }: PricedDraftOptions) {
  const [triedToSave, setTriedToSave] = useState(false);
  const { draft, change, addLine, changeLine, removeLine } = useLineDraft<D>(initial, freshPrices);
  const pricing = priceDraft(draft);
  const repriced = linesEditable && pricingInputsKey(draft) !== pricingInputsKey(initial);
  const changed = repriced || draft.notes.trim() !== initial.notes.trim() || draft.serviceMode !== initial.serviceMode;
  const noLines = draft.lines.length === 0;

  return {
    draft,
    change,
    pricing,
    repriced,
    changed,
    noLines,
    /** Marks the try; the pricing to send, or null while a line is missing or not valid. */
    tryToSave: () => {
      setTriedToSave(true);
      return noLines ? null : pricing;
    },
    lines: { lines: draft.lines, vehicleType: draftVehicleType(draft), pricing, triedToSave, onAdd: addLine, onChange: changeLine, onRemove: removeLine },
  };
}
