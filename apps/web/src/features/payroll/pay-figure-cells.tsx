import { Table } from "@mantine/core";
import { formatMoney, hoursText } from "@washdesk/domain";
import type { ListColumn } from "../../components/list-table";

/** The hours and earnings a pay table shows per employee, in cents and milliseconds. */
export interface EarningsFigures {
  regularMs: number;
  overtimeMs: number;
  /** Hourly wages and salary. */
  wages: number;
  overtime: number;
  commissions: number;
  tips: number;
}

/** The titles of those figures' columns; a no-break space keeps "Regular h" on one line as the table narrows. */
export const earningsColumns: readonly ListColumn[] = [
  { title: "Regular\u00a0h", align: "right" },
  { title: "Overtime\u00a0h", align: "right" },
  { title: "Wages", align: "right" },
  { title: "Overtime", align: "right" },
  { title: "Commissions", align: "right" },
  { title: "Tips", align: "right" },
];

/** Those figures' cells in one row: plain cells for an employee, header cells for the totals. */
export function EarningsCells({ figures, total = false }: { figures: EarningsFigures; total?: boolean }) {
  const Cell = total ? Table.Th : Table.Td;
  return (
    <>
      <Cell ta="right">{hoursText(figures.regularMs)}</Cell>
      <Cell ta="right">{hoursText(figures.overtimeMs)}</Cell>
      <Cell ta="right">{formatMoney(figures.wages)}</Cell>
      <Cell ta="right">{formatMoney(figures.overtime)}</Cell>
      <Cell ta="right">{formatMoney(figures.commissions)}</Cell>
      <Cell ta="right">{formatMoney(figures.tips)}</Cell>
    </>
  );
}
