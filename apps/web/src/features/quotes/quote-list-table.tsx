import { Anchor, Table } from "@mantine/core";
import { formatDisplayDate, formatMoney, type QuoteListItem } from "@washdesk/domain";
import { ListTable, type ListColumn } from "../../components/list-table";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { formatDateAt } from "../../components/shop-dates";
import { QuoteStatusBadge } from "./quote-status-badge";

const COLUMNS: readonly ListColumn[] = ["Quote", "Date", "Customer", "Written by", "Status", "Valid until", { title: "Total", align: "right" }];

export interface QuoteListTableProps {
  quotes: readonly QuoteListItem[];
  timeZone: string | undefined;
  emptyText: string;
}

/** /quotes: one row per quote; a click on a row opens it. */
export function QuoteListTable({ quotes, timeZone, emptyText }: QuoteListTableProps) {
  const navigate = useNavigate();
  const open = (event: MouseEvent, id: string) => {
    if (event.target instanceof Element && event.target.closest("a, button")) return;
    void navigate(`/quotes/${id}`);
  };

  return (
    <ListTable label="Quotes" minWidth={800} highlightOnHover empty={quotes.length === 0} emptyText={emptyText} headers={COLUMNS}>
      {quotes.map((quote) => (
        <Table.Tr key={quote.id} onClick={(event) => open(event, quote.id)} style={{ cursor: "pointer" }}>
          <Table.Td>
            <Anchor component={Link} to={`/quotes/${quote.id}`} fw={500}>
              Q-{quote.number}
            </Anchor>
          </Table.Td>
          <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateAt(quote.createdAt, timeZone)}</Table.Td>
          <Table.Td>{quote.customer?.name ?? "Walk-in"}</Table.Td>
          <Table.Td>{quote.createdBy.name}</Table.Td>
          <Table.Td>
            <QuoteStatusBadge status={quote.status} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: "nowrap" }}>{quote.validUntil ? formatDisplayDate(quote.validUntil) : ""}</Table.Td>
          <Table.Td ta="right">{formatMoney(quote.amount)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
