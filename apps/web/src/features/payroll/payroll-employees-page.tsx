import { Anchor, Stack, Table, Text } from "@mantine/core";
import { can, formatMoney, payrollMessages, type PayrollEmployees, type PayrollFigures } from "@washdesk/domain";
import { Link, useSearchParams } from "react-router";
import { DateRangeFields } from "../../components/date-range-fields";
import { ListTable } from "../../components/list-table";
import { thisMonth } from "../../components/shop-dates";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { EarningsCells, earningsColumns } from "./pay-figure-cells";
import { usePayrollEmployees } from "./payroll-queries";

/** The profile's address: the employee's name travels in ?en= for the title (docs/product.md §2). */
export const payrollProfilePath = (employeeId: string, name: string) => `/payroll/employees/${encodeURIComponent(employeeId)}?en=${encodeURIComponent(name)}`;

/** A row's figures, the employee's or the range's totals (header cells). */
function FigureCells({ figures, total = false }: { figures: PayrollFigures; total?: boolean }) {
  const Cell = total ? Table.Th : Table.Td;
  const earnings = { ...figures, wages: figures.wages + figures.salary, overtime: figures.overtimePay };
  return (
    <>
      <EarningsCells figures={earnings} total={total} />
      <Cell ta="right">{formatMoney(figures.deductions)}</Cell>
      <Cell ta="right">{formatMoney(figures.net)}</Cell>
    </>
  );
}

/**
 * Payroll by employee (docs/product.md §2 /payroll/employees): the paid runs of a range summed per
 * employee (hours, wages, overtime, commissions, tips, deductions, net) with the year to date; a
 * name opens the employee's payroll profile.
 */
export default function PayrollEmployeesPage() {
  const group = useSessionStore(sessionSelectors.group);
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [params, setParams] = useSearchParams();
  const month = thisMonth(timeZone);
  const range = { from: params.get("from") || month.from, to: params.get("to") || month.to };
  const list = usePayrollEmployees(range);
  const data: PayrollEmployees | undefined = list.data;
  const opensProfile = can(group, "payroll.details");

  return (
    <Stack gap="md">
      <div style={{ display: "flex", gap: "var(--mantine-spacing-sm)", alignItems: "flex-end", flexWrap: "wrap" }}>
        <DateRangeFields from={range.from} to={range.to} onChange={(next) => setParams(next, { replace: true })} />
      </div>
      <ListTable
        label="Pay per employee"
        // Fits beside the menu at 1366 px and without it at 1024 px; longer titles wrap.
        minWidth={960}
        headers={[
          "Employee",
          ...earningsColumns,
          { title: "Deductions", align: "right" },
          { title: "Net", align: "right" },
          { title: "Net, year to date", align: "right" },
          { title: "Gross, year to date", align: "right" },
        ]}
        empty={(data?.rows.length ?? 0) === 0}
        emptyText={list.isPending ? "Loading pay…" : "No paid runs in this range."}
        foot={
          data &&
          data.rows.length > 0 && (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>Total</Table.Th>
                <FigureCells figures={data.totals} total />
                <Table.Th />
                <Table.Th />
              </Table.Tr>
            </Table.Tfoot>
          )
        }
      >
        {data?.rows.map((row) => (
          <Table.Tr key={row.employeeId}>
            <Table.Td>
              {opensProfile ? (
                <Anchor component={Link} to={payrollProfilePath(row.employeeId, row.employeeName)}>
                  {row.employeeName}
                </Anchor>
              ) : (
                row.employeeName
              )}
            </Table.Td>
            <FigureCells figures={row} />
            <Table.Td ta="right">{formatMoney(row.yearToDate.net)}</Table.Td>
            <Table.Td ta="right">{formatMoney(row.yearToDate.gross)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Text size="xs" c="dimmed">
        {data ? `Paid runs from ${data.from} to ${data.to}. ` : ""}
        {payrollMessages.noTaxes}
      </Text>
    </Stack>
  );
}
