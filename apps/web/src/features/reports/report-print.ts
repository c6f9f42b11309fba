/**
 * Prints the report on the screen on A4: the body's class switches on report-print.css, which
 * leaves out the app's header, menu and the report's controls, and comes off once the print dialog
 * is done (as printReceipt does for receipts).
 */
export function printReport(): void {
  const { classList } = document.body;
  const cleanup = () => {
    classList.remove("report-printing");
    window.removeEventListener("afterprint", cleanup);
  };
  cleanup();
  classList.add("report-printing");
  window.addEventListener("afterprint", cleanup);
  window.print();
}
