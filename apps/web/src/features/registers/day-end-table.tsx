import { Table, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A report section: its heading and one table named after it, so a reader (or a test) can find each figure. */
export function DayEndTable({ title, head, children, foot }: { title: string; head?: ReactNode; children: ReactNode; foot?: ReactNode }) {
  return (
    <section className="day-end-section">
      <Title order={2} size="h4" mb={4}>
        {title}
      </Title>
      <Table aria-label={title} withTableBorder withRowBorders tabularNums verticalSpacing={4}>
        {head && <Table.Thead>{head}</Table.Thead>}
        <Table.Tbody>{children}</Table.Tbody>
        {foot && <Table.Tfoot>{foot}</Table.Tfoot>}
      </Table>
    </section>
  );
}

/** One labelled figure: the row header is what a person reads, the cells are the values. */
export function FigureRow({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Table.Tr fw={strong ? 700 : undefined}>
      <Table.Th scope="row">{label}</Table.Th>
      {children}
    </Table.Tr>
  );
}

export const Amount = ({ children }: { children: ReactNode }) => <Table.Td ta="right">{children}</Table.Td>;
