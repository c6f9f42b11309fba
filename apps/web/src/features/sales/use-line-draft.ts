import { useCallback, useState } from "react";
import type { FoundProduct } from "./product-search";
import { draftLineFrom, type DraftLine } from "./sale-draft";
import { useFreshLineProducts } from "./use-fresh-line-products";

/**
 * A sale's or a quote's draft in its editor: the draft, a change to its fields, and adding,
 * changing and removing lines. While `freshPrices` holds, the saved lines take today's catalog
 * products (a saved document's lines are priced with them on the server when it is saved again).
 */
export function useLineDraft<D extends { lines: DraftLine[] }>(initial: D, freshPrices: boolean) {
  const [draft, setDraft] = useState<D>(initial);
  const applyFresh = useCallback(
    (fresh: ReadonlyMap<string, FoundProduct>) =>
      setDraft((current) => ({
        ...current,
        lines: current.lines.map((line) => {
          const found = fresh.get(line.productId);
          return found ? { ...line, product: found.product } : line;
        }),
      })),
    [],
  );
  useFreshLineProducts(initial.lines, freshPrices, applyFresh);

  const change = (changes: Partial<D>) => setDraft((current) => ({ ...current, ...changes }));
  return {
    draft,
    change,
    addLine: (found: FoundProduct) => setDraft((current) => ({ ...current, lines: [...current.lines, draftLineFrom(found)] })),
    changeLine: (key: string, line: DraftLine) => setDraft((current) => ({ ...current, lines: current.lines.map((l) => (l.key === key ? line : l)) })),
    removeLine: (key: string) => setDraft((current) => ({ ...current, lines: current.lines.filter((l) => l.key !== key) })),
  };
}
