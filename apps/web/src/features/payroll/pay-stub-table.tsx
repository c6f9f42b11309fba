import { Anchor, Table, Text } from "@mantine/core";
import { formatMoney, secondPaymentMethodLabels, type PayrollPreview, type PayStubAnswer } from "@washdesk/domain";
import { ListTable } from "../../components/list-table";
import { EarningsCells, earningsColumns } from "./pay-figure-cells";
import { stubFigures, type StubFigures } from "./stub-figures";

export interface PayStubTableProps {
  stubs: readonly PayStubAnswer[];
  totals: PayrollPreview["totals"] | undefined;
  loading: boolean;
  onOpen: (stub: PayStubAnswer) => void;
}

const money = (cents: number) => formatMoney(cents);

/** A run's or a preview's figures per employee; a row opens the employee's stub. */
export function PayStubTable({ stubs, totals, loading, onOpen }: PayStubTableProps) {
  const all = stubs.map(stubFigures);
  const sum = (key: keyof StubFigures) => all.reduce((total, figures) => total + figures[key], 0);
  const summed = {
    regularMs: sum("regularMs"),
    overtimeMs: sum("overtimeMs"),
    wages: sum("wages"),
    overtime: sum("overtime"),
    commissions: sum("commissions"),
    tips: sum("tips"),
  };
  return (
    <ListTable
      label="Pay per employee"
      // Thirteen columns fit beside the menu at 1366 px and without it at 1024 px: longer titles
      // wrap onto two lines rather than pushing Net out of sight.
      minWidth={960}
      horizontalSpacing={6}
      headers={[
        "Employee",
        ...earningsColumns,
        { title: "Tips paid out", align: "right" },
        { title: "Bonuses & adjustments", align: "right" },
        { title: "Deductions", align: "right" },
        { title: "Gross", align: "right" },
        { title: "Net", align: "right" },
        "Paid\u00a0by",
      ]}
      empty={stubs.length === 0}
      emptyText={loading ? "Working out pay…" : "Nobody on this schedule was paid in this period."}
      foot={
        stubs.length > 0 &&
        totals && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total ({totals.employees})</Table.Th>
              <EarningsCells figures={summed} total />
              <Table.Th ta="right">{money(totals.tipsPaidOut)}</Table.Th>
              <Table.Th ta="right">{money(sum("other"))}</Table.Th>
              <Table.Th ta="right">{money(totals.deductions)}</Table.Th>
              <Table.Th ta="right">{money(totals.gross)}</Table.Th>
              <Table.Th ta="right">{money(totals.net)}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        )
      }
    >
      {stubs.map((stub, index) => {
        const figures = all[index]!;
        return (
          <Table.Tr key={stub.employeeId} onClick={() => onOpen(stub)} style={{ cursor: "pointer" }}>
            <Table.Td>
              <Anchor
                component="button"
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(stub);
                }}
                aria-label={`Open the stub of ${stub.employeeName}`}
                // A name stays on one line, from the left, like the other lists' first column.
                style={{ textAlign: "left", whiteSpace: "nowrap" }}
              >
                {stub.employeeName}
              </Anchor>
            </Table.Td>
            <EarningsCells figures={figures} />
            <Table.Td ta="right">{money(stub.tipsPaidOut)}</Table.Td>
            <Table.Td ta="right">{money(figures.other)}</Table.Td>
            <Table.Td ta="right">{money(stub.deductionsTotal)}</Table.Td>
            <Table.Td ta="right">{money(stub.gross)}</Table.Td>
            <Table.Td ta="right">
              <Text span fw={700} size="sm">
                {money(stub.net)}
              </Text>
            </Table.Td>
            <Table.Td>{secondPaymentMethodLabels[stub.paidBy]}</Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
