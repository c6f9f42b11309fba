import { averageOf, sumCents, type MonthFigures, type MonthlyReport } from "@washdesk/domain";
import { change, count, money, month, text, type ReportCell, type ReportTableData } from "./report-table-data";

type Month = MonthlyReport["months"][number];

interface Figure {
  /** The table's title and the column of this period's figure. */
  title: string;
  column: string;
  cell: (value: number | null) => ReportCell;
  of: (figures: MonthFigures) => number | null;
  /** The twelve months together: a sum, or an average worked out from the sums. */
  total: (months: readonly MonthFigures[]) => number | null;
}

const sum = (figure: (m: MonthFigures) => number) => (months: readonly MonthFigures[]) => sumCents(months.map(figure));
const countSum = (figure: (m: MonthFigures) => number) => (months: readonly MonthFigures[]) => months.reduce((total, m) => total + figure(m), 0);
const moneyCell = (value: number | null) => money(value);
const countCell = (value: number | null) => count(value ?? 0);

/** The figures of the monthly report, in the order the screen shows them. */
export const monthlyFigures = {
  net: { title: "Net sales", column: "Net sales", cell: moneyCell, of: (m) => m.net, total: sum((m) => m.net) },
  saleCount: { title: "Sales", column: "Sales", cell: countCell, of: (m) => m.saleCount, total: countSum((m) => m.saleCount) },
  carCount: { title: "Cars", column: "Cars", cell: countCell, of: (m) => m.carCount, total: countSum((m) => m.carCount) },
  averageTicket: {
    title: "Average ticket ($/car)",
    column: "$/car",
    cell: moneyCell,
    of: (m) => m.averageTicket,
    total: (months) => averageOf(sumCents(months.map((m) => m.net)), countSum((m) => m.carCount)(months)),
  },
  expenses: { title: "Expenses", column: "Expenses", cell: moneyCell, of: (m) => m.expenses, total: sum((m) => m.expenses) },
  purchases: { title: "Purchases", column: "Purchases", cell: moneyCell, of: (m) => m.purchases, total: sum((m) => m.purchases) },
  profit: { title: "Profit", column: "Profit", cell: moneyCell, of: (m) => m.profit, total: sum((m) => m.profit) },
} satisfies Record<string, Figure>;

export type MonthlyFigure = keyof typeof monthlyFigures;

/** One figure's twelve months, each against the same month a year before, and the twelve months together. */
function figureTable(months: readonly Month[], figure: Figure): ReportTableData {
  const current = figure.total(months.map((m) => m.current));
  const before = figure.total(months.map((m) => m.yearBefore));
  return {
    title: figure.title,
    columns: [{ title: "Month" }, { title: figure.column, numeric: true }, { title: "A year before", numeric: true }, { title: "Change (%)", numeric: true }],
    rows: months.map((m) => {
      const now = figure.of(m.current);
      const then = figure.of(m.yearBefore);
      return [month(m.month), figure.cell(now), figure.cell(then), change(now, then)];
    }),
    totals: [text("Twelve months"), figure.cell(current), figure.cell(before), change(current, before)],
    empty: "No months to show",
  };
}

/** The monthly report's tables by figure; in this order in the CSV file. */
export function monthlyReportTables(report: MonthlyReport): Record<MonthlyFigure, ReportTableData> {
  const table = (figure: Figure) => figureTable(report.months, figure);
  return {
    net: table(monthlyFigures.net),
    saleCount: table(monthlyFigures.saleCount),
    carCount: table(monthlyFigures.carCount),
    averageTicket: table(monthlyFigures.averageTicket),
    expenses: table(monthlyFigures.expenses),
    purchases: table(monthlyFigures.purchases),
    profit: table(monthlyFigures.profit),
  };
}

/** The twelve months together, and the same months a year before, for the headline figures. */
export function monthlyTotals(report: MonthlyReport, figure: MonthlyFigure) {
  const f: Figure = monthlyFigures[figure];
  return { current: f.total(report.months.map((m) => m.current)), previous: f.total(report.months.map((m) => m.yearBefore)) };
}
