import { Table } from "@mantine/core";
import type { ReactNode } from "react";

export interface DetailRow {
  key: string | number;
  cells: readonly ReactNode[];
}

export interface DetailTableProps {
  /** The table's accessible name: "Open invoices", "Audit trail". */
  label: string;
  /** The header row's titles; a table of label and value rows may go without. */
  columns?: readonly string[];
  rows: readonly DetailRow[];
  /** Below this width the table scrolls sideways inside its frame instead of overflowing it. */
  minWidth?: number;
  withTableBorder?: boolean;
}

/**
 * A few rows about one record, read only (a customer's open invoices, a shift's punches and audit
 * trail), inside a profile or a dialog: no paging, no sorting, no card around it as a list has
 * (`list-table.tsx`).
 */
export function DetailTable({ label, columns, rows, minWidth, withTableBorder }: DetailTableProps) {
  const table = (
    <Table aria-label={label} withTableBorder={withTableBorder}>
      {columns && (
        <Table.Thead>
          <Table.Tr>
            {columns.map((title) => (
              <Table.Th key={title}>{title}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
      )}
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, index) => (
              <Table.Td key={index}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (minWidth === undefined) return table;
  return (
    // The scrolling frame takes keyboard focus, so its arrow keys reach what is cut off.
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
      {table}
    </Table.ScrollContainer>
  );
}
