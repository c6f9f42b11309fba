import { IconMail, IconPrinter, IconReceiptRefund, IconTrash } from "@tabler/icons-react";
import { can, type Sale } from "@washdesk/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DocumentHeader, HeaderAction, MoneyFigure } from "../../components/document-header";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { DeleteSaleDialog } from "./delete-sale-dialog";
import { EmailReceiptDialog } from "./email-receipt-dialog";
import { printReceipt } from "../../components/print-receipt";
import { canRefund, canVoid } from "./refund-draft";
import { RefundDialog } from "./refund-dialog";
import { formatDateTimeAt, shopToday } from "../../components/shop-dates";
import { SaleStatusBadges } from "./sale-status-badges";

/** The sale's number, statuses and money at a glance, with what may be done to it now. */
export function SaleHeader({ sale }: { sale: Sale }) {
  const group = useSessionStore(sessionSelectors.group);
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"refund" | "delete" | "email" | null>(null);
  const live = sale.deleted === null;
  const mayRefund = live && can(group, "sales.refund.new") && (canRefund(sale) || canVoid(sale, shopToday(timeZone)));
  const mayDelete = live && can(group, "sales.delete");
  const mayEmail = live && can(group, "sales.list");
  const close = () => setDialog(null);

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
            <HeaderAction icon={IconMail} onClick={() => setDialog("email")}>
              E-mail receipt
            </HeaderAction>
          )}
          {mayRefund && (
            <HeaderAction icon={IconReceiptRefund} color="orange" onClick={() => setDialog("refund")}>
              Refund
            </HeaderAction>
          )}
          {mayDelete && (
            <HeaderAction icon={IconTrash} color="red" onClick={() => setDialog("delete")}>
              Delete
            </HeaderAction>
          )}
        </>
      }
    >
      {mayRefund && <RefundDialog sale={sale} opened={dialog === "refund"} onClose={close} />}
      {mayDelete && (
        <DeleteSaleDialog
          sale={sale}
          opened={dialog === "delete"}
          onClose={close}
          onDeleted={() => {
            close();
            void navigate("/sales/list");
          }}
        />
      )}
      {mayEmail && <EmailReceiptDialog sale={sale} opened={dialog === "email"} onClose={close} />}
    </DocumentHeader>
  );
}
