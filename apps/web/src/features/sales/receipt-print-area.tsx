import type { Sale } from "@washdesk/domain";
import { createPortal } from "react-dom";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { Receipt } from "./receipt";
import "../../components/receipt.css";

/** The receipt, kept beside the app under <body> so print CSS can show it alone; invisible on screen. */
export function ReceiptPrintArea({ sale, heading }: { sale: Sale; heading?: string }) {
  const utility = useSessionStore(sessionSelectors.utility);
  const website = useSessionStore(sessionSelectors.website);
  return createPortal(
    <div className="receipt-print-root" data-testid="receipt-print-root">
      <Receipt sale={sale} utility={utility} website={website} heading={heading} />
    </div>,
    document.body,
  );
}
