import { Anchor, Text } from "@mantine/core";
import { IconBan, IconPrinter, IconSend } from "@tabler/icons-react";
import { can, formatDisplayDate, isLiveQuote, type Quote } from "@washdesk/domain";
import { Link } from "react-router";
import { DeleteAction, DocumentHeader, HeaderAction, MoneyFigure, useHeaderDialogs } from "../../components/document-header";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { printReceipt } from "../../components/print-receipt";
import { formatDateTimeAt } from "../../components/shop-dates";
import { CancelQuoteDialog } from "./cancel-quote-dialog";
import { DeleteQuoteDialog } from "./delete-quote-dialog";
import { QuoteStatusBadge } from "./quote-status-badge";
import { SendQuoteDialog } from "./send-quote-dialog";

/** The quote's number, status, dates and total, with what may be done to it now. */
export function QuoteHeader({ quote }: { quote: Quote }) {
  const group = useSessionStore(sessionSelectors.group);
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const dialogs = useHeaderDialogs<"send" | "cancel" | "delete">("/quotes");
  const live = isLiveQuote(quote.status);
  const maySend = live && can(group, "quotes.new", "quotes.edit");
  const mayCancel = live && can(group, "quotes.edit");
  const mayDelete = can(group, "quotes.delete");

  return (
    <DocumentHeader
      label="Quote summary"
      title={`Quote Q-${quote.number}`}
      badges={<QuoteStatusBadge status={quote.status} />}
      subline={`${formatDateTimeAt(quote.createdAt, timeZone)} · ${quote.createdBy.name}`}
      figures={
        <>
          <MoneyFigure label="Total" value={quote.amount} />
          <Text size="sm">Valid until: {quote.validUntil ? formatDisplayDate(quote.validUntil) : "no end date"}</Text>
          {quote.sentAt && <Text size="sm">Sent: {formatDateTimeAt(quote.sentAt, timeZone)}</Text>}
          {quote.sale && (
            <Text size="sm">
              Became{" "}
              <Anchor component={Link} to={`/sales/${quote.sale.id}`}>
                sale #{quote.sale.number}
              </Anchor>
            </Text>
          )}
        </>
      }
      actions={
        <>
          <HeaderAction icon={IconPrinter} onClick={() => printReceipt("a4")}>
            Print quote
          </HeaderAction>
          {maySend && (
            <HeaderAction icon={IconSend} onClick={dialogs.show("send")}>
              Send quote
            </HeaderAction>
          )}
          {mayCancel && (
            <HeaderAction icon={IconBan} color="orange" onClick={dialogs.show("cancel")}>
              Cancel quote
            </HeaderAction>
          )}
          {mayDelete && <DeleteAction onClick={dialogs.show("delete")} />}
        </>
      }
    >
      {maySend && <SendQuoteDialog quote={quote} opened={dialogs.opened("send")} onClose={dialogs.close} />}
      {mayCancel && <CancelQuoteDialog quote={quote} opened={dialogs.opened("cancel")} onClose={dialogs.close} />}
      {mayDelete && <DeleteQuoteDialog quote={quote} opened={dialogs.opened("delete")} onClose={dialogs.close} onDeleted={dialogs.onDeleted} />}
    </DocumentHeader>
  );
}
