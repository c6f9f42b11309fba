import { Anchor, Stack, Table, Title } from "@mantine/core";
import { Link } from "react-router";
import { ListTable } from "../../components/list-table";
import { shownCell, type ReportCell, type ReportRow, type ReportTableData } from "./report-table-data";

function Cell({ cell, header, numeric }: { cell: ReportCell; header: boolean; numeric: boolean }) {
  const shown =
    cell.kind === "text" && cell.href ? (
      <Anchor component={Link} to={cell.href}>
        {cell.value}
      </Anchor>
    ) : (
      shownCell(cell)
    );
  if (header) return <Table.Th scope="row">{shown}</Table.Th>;
  return (
    <Table.Td ta={numeric ? "right" : undefined} style={numeric ? { whiteSpace: "nowrap" } : undefined}>
      {shown}
    </Table.Td>
  );
}

function Row({ row, table, strong }: { row: ReportRow; table: ReportTableData; strong?: boolean }) {
  return (
    <Table.Tr fw={strong ? 700 : undefined}>
      {row.map((cell, index) => (
        <Cell key={table.columns[index]?.title ?? index} cell={cell} header={index === 0} numeric={table.columns[index]?.numeric ?? false} />
      ))}
    </Table.Tr>
  );
}

/**
 * A report's table under its heading: the first cell of each row names it (a row header), figures
 * line up on the right, the totals row closes it, and a wide table scrolls inside its card rather
 * than being cut. It is also the text a chart above it stands for.
 */
export function ReportTable({ table, headingOrder = 2 }: { table: ReportTableData; headingOrder?: 2 | 3 }) {
  return (
    <Stack gap={6} component="section" className="report-section">
      <Title order={headingOrder} size="h4">
        {table.title}
      </Title>
      <ListTable
        label={table.title}
        minWidth={table.minWidth ?? 360}
        headers={table.columns.map((column) => (column.numeric ? { title: column.title, align: "right" as const } : column.title))}
        empty={table.rows.length === 0}
        emptyText={table.empty}
        foot={
          table.totals && (
            <Table.Tfoot>
              <Row row={table.totals} table={table} strong />
            </Table.Tfoot>
          )
        }
        tabularNums
        striped
      >
        {table.rows.map((row, index) => (
          <Row key={index} row={row} table={table} />
        ))}
      </ListTable>
    </Stack>
  );
}
