import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { searchProducts, type FoundProduct } from "./product-search";
import type { DraftLine } from "./sale-draft";

/**
 * A saved sale's lines carry prices frozen for its vehicle type; the server prices an edit from the
 * catalog as it is now. Fetch each product again (by code) so the totals shown, and sent as
 * expectedAmount, are the ones the server will compute, for any vehicle type.
 */
export function useFreshLineProducts(lines: readonly DraftLine[], enabled: boolean, apply: (fresh: ReadonlyMap<string, FoundProduct>) => void): void {
  const codes = [...new Set(lines.map((line) => line.code))].sort();
  const fresh = useQuery({
    queryKey: ["products", "saleLines", codes],
    queryFn: async ({ signal }) => {
      const found = await Promise.all(codes.map((code) => searchProducts(code, { fields: ["code"], signal, silent: true })));
      return new Map(found.flat().map((product) => [product.id, product]));
    },
    enabled: enabled && codes.length > 0,
    staleTime: Infinity,
  });
  const applied = useRef(false);
  useEffect(() => {
    if (fresh.data && !applied.current) {
      applied.current = true;
      apply(fresh.data);
    }
  }, [fresh.data, apply]);
}
