import { Anchor, Text } from "@mantine/core";
import { IconBan, IconPrinter, IconSend, IconTrash } from "@tabler/icons-react";
import { can, formatDisplayDate, isLiveQuote, type Quote } from "@washdesk/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { DocumentHeader, HeaderAction, MoneyFigure } from "../../components/document-header";
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
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"send" | "cancel" | "delete" | null>(null);
  const live = isLiveQuote(quote.status);
  const maySend = live && can(group, "quotes.new", "quotes.edit");
  const mayCancel = live && can(group, "quotes.edit");
  const mayDelete = can(group, "quotes.delete");
  const close = () => setDialog(null);

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
            <HeaderAction icon={IconSend} onClick={() => setDialog("send")}>
              Send quote
            </HeaderAction>
          )}
          {mayCancel && (
            <HeaderAction icon={IconBan} color="orange" onClick={() => setDialog("cancel")}>
              Cancel quote
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
      {maySend && <SendQuoteDialog quote={quote} opened={dialog === "send"} onClose={close} />}
      {mayCancel && <CancelQuoteDialog quote={quote} opened={dialog === "cancel"} onClose={close} />}
      {mayDelete && (
        <DeleteQuoteDialog
          quote={quote}
          opened={dialog === "delete"}
          onClose={close}
          onDeleted={() => {
            close();
            void navigate("/quotes");
          }}
        />
      )}
    </DocumentHeader>
  );
}
