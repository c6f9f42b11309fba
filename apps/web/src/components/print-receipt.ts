export type ReceiptLayout = "80mm" | "a4";

const layoutClasses: Record<ReceiptLayout, string> = { "80mm": "receipt-80mm", a4: "receipt-a4" };

/**
 * Prints the receipt container in one layout: the body's classes switch the print CSS (receipt.css)
 * to show only the receipt, and come off once the print dialog is done.
 */
export function printReceipt(layout: ReceiptLayout): void {
  const { classList } = document.body;
  const cleanup = () => {
    classList.remove("receipt-printing", ...Object.values(layoutClasses));
    window.removeEventListener("afterprint", cleanup);
  };
  cleanup();
  classList.add("receipt-printing", layoutClasses[layout]);
  window.addEventListener("afterprint", cleanup);
  window.print();
}
