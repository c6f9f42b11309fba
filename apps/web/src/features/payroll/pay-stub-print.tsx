import { Button } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import type { PayStubAnswer } from "@washdesk/domain";
import { useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { printReceipt } from "../../components/print-receipt";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { PayStubView } from "./pay-stub-view";
import "../../components/receipt.css";
import "./pay-stub-print.css";

/**
 * Print the stub on A4. The paper copy goes in the receipt's print container (a child of <body> the
 * print CSS shows alone) only while printing, so the screen never shows the stub twice.
 */
export function PrintStubButton({ stub, paymentDate }: { stub: PayStubAnswer; paymentDate?: string | null }) {
  const shopName = useSessionStore(sessionSelectors.utility)?.businessName;
  const [printing, setPrinting] = useState(false);

  const print = () => {
    // Rendered before the print dialog opens, which snapshots the page.
    flushSync(() => setPrinting(true));
    const done = () => {
      window.removeEventListener("afterprint", done);
      setPrinting(false);
    };
    window.addEventListener("afterprint", done);
    printReceipt("a4");
  };

  return (
    <>
      <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={print}>
        Print stub (A4)
      </Button>
      {printing &&
        createPortal(
          <div className="receipt-print-root" aria-hidden>
            <div className="pay-stub-print">
              <PayStubView stub={stub} paymentDate={paymentDate} shopName={shopName} />
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
