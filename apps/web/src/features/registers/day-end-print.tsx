import { Button, Group } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import type { DayEndReport } from "@washdesk/domain";
import { useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { printReceipt, type ReceiptLayout } from "../../components/print-receipt";
import { DayEndReportView } from "./day-end-report-view";
import "../../components/receipt.css";
import "./day-end-print.css";

/**
 * Print A4 and Print 80 mm. The paper copy goes in the receipt's print container (a child of <body>
 * that print CSS shows alone, in the chosen width) only while printing, so the screen and whoever
 * reads it never see the report twice.
 */
export function DayEndPrintButtons({ report }: { report: DayEndReport }) {
  const shopName = useSessionStore(sessionSelectors.utility)?.businessName;
  const [layout, setLayout] = useState<ReceiptLayout | null>(null);

  const print = (chosen: ReceiptLayout) => {
    // Rendered before the print dialog opens, which snapshots the page.
    flushSync(() => setLayout(chosen));
    const done = () => {
      window.removeEventListener("afterprint", done);
      setLayout(null);
    };
    window.addEventListener("afterprint", done);
    printReceipt(chosen);
  };

  return (
    <>
      <Group gap="xs">
        <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => print("a4")}>
          Print A4
        </Button>
        <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => print("80mm")}>
          Print 80 mm
        </Button>
      </Group>
      {layout &&
        createPortal(
          <div className="receipt-print-root" aria-hidden>
            <div className="receipt day-end-print">
              <DayEndReportView report={report} shopName={shopName} narrow />
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
