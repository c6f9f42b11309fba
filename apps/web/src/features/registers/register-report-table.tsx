import { Anchor, Badge, Table, Text } from "@mantine/core";
import { formatDisplayDate, formatMoney, paymentMethodLabels, type RegisterSession } from "@washdesk/domain";
import { ListTable } from "../../components/list-table";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { BLIND_WORDS, formatDrawerFigure, OverShortText } from "./over-short";

const COLUMNS = 13;

export const dayEndPath = (sessionId: string) => `/reports/dayEnd/${sessionId}`;

/** Sales by payment method in a line or two: "Cash $12.00", "Card $30.00". */
function MethodTotals({ session }: { session: RegisterSession }) {
  // A blind count lists no method: the cash line is the drawer's cash received.
  if (session.cash.blind)
    return (
      <Text size="sm" c="dimmed">
        {BLIND_WORDS}
      </Text>
    );
  if (session.payments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No payments
      </Text>
    );
  return (
    <>
      {session.payments.map((payment) => (
        <Text key={payment.method} size="sm" style={{ whiteSpace: "nowrap" }}>
          {paymentMethodLabels[payment.method]} {formatMoney(payment.amount)}
        </Text>
      ))}
    </>
  );
}

export interface RegisterReportTableProps {
  sessions: readonly RegisterSession[];
  emptyText: string;
}

/** The Register Report: one row per register session; a click opens its day-end report. */
export function RegisterReportTable({ sessions, emptyText }: RegisterReportTableProps) {
  const navigate = useNavigate();
  const open = (event: MouseEvent, id: string) => {
    if (event.target instanceof Element && event.target.closest("a, button")) return;
    void navigate(dayEndPath(id));
  };

  return (
    <ListTable
      label="Register sessions"
      minWidth={1300}
      highlightOnHover
      columns={COLUMNS}
      empty={sessions.length === 0}
      emptyText={emptyText}
      head={
        <>
          <Table.Th>Session</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th>Register</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th ta="right">Opening</Table.Th>
          <Table.Th>Sales by method</Table.Th>
          <Table.Th ta="right">Tips</Table.Th>
          <Table.Th ta="right">Refunds</Table.Th>
          <Table.Th ta="right">Drops</Table.Th>
          <Table.Th ta="right">Expected</Table.Th>
          <Table.Th ta="right">Counted</Table.Th>
          <Table.Th ta="right">Over/short</Table.Th>
          <Table.Th>Opened by</Table.Th>
        </>
      }
    >
      {sessions.map((session) => (
        <Table.Tr key={session.id} onClick={(event) => open(event, session.id)} style={{ cursor: "pointer" }}>
          <Table.Td>
            <Anchor component={Link} to={dayEndPath(session.id)} fw={500} aria-label={`Day-end report of session #${session.number}`}>
              #{session.number}
            </Anchor>
          </Table.Td>
          <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDisplayDate(session.businessDate)}</Table.Td>
          <Table.Td>{session.register.name}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={session.status === "open" ? "blue" : "gray"}>
              {session.status === "open" ? "Open" : "Closed"}
            </Badge>
          </Table.Td>
          <Table.Td ta="right">{formatDrawerFigure(session.cash.openingCash)}</Table.Td>
          <Table.Td>
            <MethodTotals session={session} />
          </Table.Td>
          <Table.Td ta="right">{formatMoney(session.tips)}</Table.Td>
          <Table.Td ta="right">{formatMoney(session.refunds)}</Table.Td>
          <Table.Td ta="right">{formatDrawerFigure(session.cash.drops)}</Table.Td>
          <Table.Td ta="right">{formatDrawerFigure(session.cash.expectedCash)}</Table.Td>
          <Table.Td ta="right">{session.cash.countedCash === null ? "—" : formatMoney(session.cash.countedCash)}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
            <OverShortText difference={session.cash.overShort} blind={session.cash.blind} size="sm" />
          </Table.Td>
          <Table.Td>{session.openedBy.name}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
