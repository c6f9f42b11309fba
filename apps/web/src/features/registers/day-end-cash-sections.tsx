import { Anchor, Table } from "@mantine/core";
import { formatMoney, type DayEndReport } from "@washdesk/domain";
import { Link } from "react-router";
import { formatDateTimeAt } from "../../components/shop-dates";
import { Amount, DayEndTable, FigureRow } from "./day-end-table";
import { OverShortText } from "./over-short";
import { dayEndPath } from "./register-report-table";

/** The drawer: what should be in it (opening + cash in − cash out), what was counted, and the difference. */
export function DayEndCash({ report }: { report: DayEndReport }) {
  const { cash } = report;
  return (
    <DayEndTable title="Cash drawer">
      <FigureRow label="Opening cash">
        <Amount>{formatMoney(cash.openingCash)}</Amount>
      </FigureRow>
      <FigureRow label="Cash received">
        <Amount>{formatMoney(cash.cashReceived)}</Amount>
      </FigureRow>
      <FigureRow label="Cash refunded">
        <Amount>{formatMoney(cash.cashRefunded)}</Amount>
      </FigureRow>
      <FigureRow label="Dropped to safe">
        <Amount>{formatMoney(cash.drops)}</Amount>
      </FigureRow>
      <FigureRow label="Paid out">
        <Amount>{formatMoney(cash.cashPaidOut)}</Amount>
      </FigureRow>
      <FigureRow label="Expected cash" strong>
        <Amount>{formatMoney(cash.expectedCash)}</Amount>
      </FigureRow>
      <FigureRow label="Counted cash">
        <Amount>{cash.countedCash === null ? "Not counted" : formatMoney(cash.countedCash)}</Amount>
      </FigureRow>
      <FigureRow label="Over/short" strong>
        <Amount>
          <OverShortText difference={cash.overShort} />
        </Amount>
      </FigureRow>
    </DayEndTable>
  );
}

/** The register sessions the cash section adds up; on a day's report each links to its own. */
export function DayEndSessions({ report }: { report: DayEndReport }) {
  const { timeZone } = report;
  return (
    <DayEndTable
      title="Sessions"
      head={
        <Table.Tr>
          <Table.Th>Register</Table.Th>
          <Table.Th className="day-end-wide">Opened</Table.Th>
          <Table.Th className="day-end-wide">Closed</Table.Th>
          <Table.Th ta="right">Expected</Table.Th>
          <Table.Th ta="right" className="day-end-wide">
            Counted
          </Table.Th>
          <Table.Th ta="right">Over/short</Table.Th>
        </Table.Tr>
      }
    >
      {report.sessions.length === 0 && (
        <Table.Tr>
          <Table.Td colSpan={6}>No register was opened.</Table.Td>
        </Table.Tr>
      )}
      {report.sessions.map((session) => (
        <Table.Tr key={session.id}>
          <Table.Th scope="row">
            {report.scope === "day" ? (
              <Anchor component={Link} to={dayEndPath(session.id)} inherit>
                {session.register.name} #{session.number}
              </Anchor>
            ) : (
              `${session.register.name} #${session.number}`
            )}
          </Table.Th>
          <Table.Td className="day-end-wide">
            {session.openedBy.name}, {formatDateTimeAt(session.openedAt, timeZone)}
          </Table.Td>
          <Table.Td className="day-end-wide">
            {session.closedAt ? `${session.closedBy?.name ?? ""}, ${formatDateTimeAt(session.closedAt, timeZone)}` : "Open"}
          </Table.Td>
          <Amount>{formatMoney(session.cash.expectedCash)}</Amount>
          <Table.Td ta="right" className="day-end-wide">
            {session.cash.countedCash === null ? "—" : formatMoney(session.cash.countedCash)}
          </Table.Td>
          <Amount>
            <OverShortText difference={session.cash.overShort} />
          </Amount>
        </Table.Tr>
      ))}
    </DayEndTable>
  );
}
