import { IconLink, IconMail, IconPrinter, IconReceiptRefund } from "@tabler/icons-react";
import { can, OrderStatus, type Sale } from "@washdesk/domain";
import { DeleteAction, DocumentHeader, HeaderAction, MoneyFigure, useHeaderDialogs } from "../../components/document-header";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { DeleteSaleDialog } from "./delete-sale-dialog";
import { EmailReceiptDialog } from "./email-receipt-dialog";
import { printReceipt } from "../../components/print-receipt";
import { canRefund, canVoid } from "./refund-draft";
import { RefundDialog } from "./refund-dialog";
import { formatDateTimeAt, shopToday } from "../../components/shop-dates";
import { SaleStatusBadges } from "./sale-status-badges";
import { PayLinkDialog } from "../pay-by-link";

/** The sale's number, statuses and money at a glance, with what may be done to it now. */
export function SaleHeader({ sale }: { sale: Sale }) {
  const group = useSessionStore(sessionSelectors.group);
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const dialogs = useHeaderDialogs<"refund" | "delete" | "email" | "payLink">("/sales/list");
  const live = sale.deleted === null;
  const mayRefund = live && can(group, "sales.refund.new") && (canRefund(sale) || canVoid(sale, shopToday(timeZone)));
  const mayDelete = live && can(group, "sales.delete");
  const mayEmail = live && can(group, "sales.list");
  // Whoever may take a payment on the sale may send its link, while something is left to pay.
  const mayPayByLink = live && sale.status === OrderStatus.Pending && sale.balance > 0 && can(group, "sales.new", "sales.edit", "sales.pos.new");

  return (
    <DocumentHeader
      label="Sale summary"
      title={`Sale #${sale.number}`}
      badges={<SaleStatusBadges status={sale.status} invoiceStatus={sale.invoiceStatus} />}
      subline={`${formatDateTimeAt(sale.createdAt, timeZone)} · ${sale.cashier.name}`}
      figures={
        <>
          <MoneyFigure label="Total" value={sale.amount} />
          <MoneyFigure label="Paid" value={sale.paidTotal} />
          {sale.tipTotal > 0 && <MoneyFigure label="Tips" value={sale.tipTotal} />}
          <MoneyFigure label="Balance" value={sale.balance} />
          {sale.refundedTotal > 0 && <MoneyFigure label="Refunded" value={sale.refundedTotal} />}
        </>
      }
      actions={
        <>
          <HeaderAction icon={IconPrinter} onClick={() => printReceipt("80mm")}>
            Print 80 mm
          </HeaderAction>
          <HeaderAction icon={IconPrinter} onClick={() => printReceipt("a4")}>
            Print A4
          </HeaderAction>
          {mayEmail && (
            <HeaderAction icon={IconMail} onClick={dialogs.show("email")}>
              E-mail receipt
            </HeaderAction>
          )}
          {mayPayByLink && (
            <HeaderAction icon={IconLink} onClick={dialogs.show("payLink")}>
              Send payment link
            </HeaderAction>
          )}
          {mayRefund && (
            <HeaderAction icon={IconReceiptRefund} color="orange" onClick={dialogs.show("refund")}>
              Refund
            </HeaderAction>
          )}
          {mayDelete && <DeleteAction onClick={dialogs.show("delete")} />}
        </>
      }
    >
      {mayRefund && <RefundDialog sale={sale} opened={dialogs.opened("refund")} onClose={dialogs.close} />}
      {mayDelete && <DeleteSaleDialog sale={sale} opened={dialogs.opened("delete")} onClose={dialogs.close} onDeleted={dialogs.onDeleted} />}
      {mayPayByLink && <PayLinkDialog sale={sale} opened={dialogs.opened("payLink")} onClose={dialogs.close} />}
      {mayEmail && <EmailReceiptDialog sale={sale} opened={dialogs.opened("email")} onClose={dialogs.close} />}
    </DocumentHeader>
  );
}
