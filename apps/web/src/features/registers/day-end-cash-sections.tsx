import { Anchor, Table } from "@mantine/core";
import { formatMoney, type CashSplit, type DayEndReport } from "@washdesk/domain";
import { Link } from "react-router";
import { formatDateTimeAt } from "../../components/shop-dates";
import { Amount, DayEndTable, FigureRow } from "./day-end-table";
import { formatDrawerFigure, OverShortText } from "./over-short";
import { dayEndPath } from "./register-report-table";

/**
 * The drawer: what should be in it (opening + cash in − cash out), what was counted, and the
 * difference. On a blind count the server sent none of the parts: only the count shows.
 */
export function DayEndCash({ report }: { report: DayEndReport }) {
  const { cash } = report;
  const parts = [
    ["Opening cash", cash.openingCash],
    ["Cash received", cash.cashReceived],
    ["Cash refunded", cash.cashRefunded],
    ["Dropped to safe", cash.drops],
    ["Paid out", cash.cashPaidOut],
  ] as const;
  return (
    <DayEndTable title="Cash drawer">
      {!cash.blind &&
        parts.map(([label, cents]) => (
          <FigureRow key={label} label={label}>
            <Amount>{formatDrawerFigure(cents)}</Amount>
          </FigureRow>
        ))}
      <FigureRow label="Expected cash" strong>
        <Amount>{formatDrawerFigure(cash.expectedCash)}</Amount>
      </FigureRow>
      <FigureRow label="Counted cash">
        <Amount>{cash.countedCash === null ? "Not counted" : formatMoney(cash.countedCash)}</Amount>
      </FigureRow>
      <FigureRow label="Over/short" strong>
        <Amount>
          <OverShortText difference={cash.overShort} blind={cash.blind} />
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
          <Amount>{formatDrawerFigure(session.cash.expectedCash)}</Amount>
          <Table.Td ta="right" className="day-end-wide">
            {session.cash.countedCash === null ? "—" : formatMoney(session.cash.countedCash)}
          </Table.Td>
          <Amount>
            <OverShortText difference={session.cash.overShort} blind={session.cash.blind} />
          </Amount>
        </Table.Tr>
      ))}
    </DayEndTable>
  );
}

const kinds = [
  { key: "payments", total: "Cash payments (with tips)", outside: "Cash payments outside any drawer" },
  { key: "refunds", total: "Cash refunds", outside: "Cash refunds outside any drawer" },
  { key: "expenses", total: "Cash expenses", outside: "Cash expenses outside any drawer" },
] as const;

/**
 * One kind of cash: its total, the part in drawers and the part outside, which add up to the
 * total. On a blind count only the part outside any drawer is sent.
 */
function SplitRows({ label, outsideLabel, split }: { label: string; outsideLabel: string; split: CashSplit }) {
  if (split.total === null || split.inDrawers === null) {
    return (
      <FigureRow label={outsideLabel}>
        <Amount>{formatMoney(split.outside)}</Amount>
      </FigureRow>
    );
  }
  return (
    <>
      <FigureRow label={label} strong>
        <Amount>{formatMoney(split.total)}</Amount>
      </FigureRow>
      <FigureRow label="In drawers">
        <Amount>{formatMoney(split.inDrawers)}</Amount>
      </FigureRow>
      <FigureRow label="Outside any drawer">
        <Amount>{formatMoney(split.outside)}</Amount>
      </FigureRow>
    </>
  );
}

/** Each cash move that named no drawer: when, who, which sale (or what expense), how much. */
function OutsideTable({ title, split, timeZone }: { title: string; split: CashSplit; timeZone: string }) {
  return (
    <DayEndTable
      title={title}
      head={
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Taken by</Table.Th>
          <Table.Th>For</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      }
    >
      {split.outsideRows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td>{formatDateTimeAt(row.at, timeZone)}</Table.Td>
          <Table.Td>{row.by?.name ?? "Scheduled"}</Table.Td>
          <Table.Td>
            {row.sale ? (
              <Anchor component={Link} to={`/sales/${row.sale.id}`} inherit>
                Sale #{row.sale.number}
              </Anchor>
            ) : (
              row.label
            )}
          </Table.Td>
          <Amount>{formatMoney(row.amount)}</Amount>
        </Table.Tr>
      ))}
    </DayEndTable>
  );
}

/**
 * Where the day's cash went: every cash payment, refund and expense is in a drawer or listed as
 * outside any drawer, so cash payments = in drawers + outside (and the same for refunds and expenses).
 */
export function DayEndCashFlow({ report }: { report: DayEndReport }) {
  return (
    <>
      <DayEndTable title="Cash by drawer">
        {kinds.map((kind) => (
          <SplitRows key={kind.key} label={kind.total} outsideLabel={kind.outside} split={report.cashFlow[kind.key]} />
        ))}
      </DayEndTable>
      {kinds
        .filter((kind) => report.cashFlow[kind.key].outsideRows.length > 0)
        .map((kind) => (
          <OutsideTable key={kind.key} title={kind.outside} split={report.cashFlow[kind.key]} timeZone={report.timeZone} />
        ))}
    </>
  );
}
