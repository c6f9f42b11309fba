import { Anchor, Badge, Checkbox, Table, Text } from "@mantine/core";
import { formatMoney, type Drop } from "@washdesk/domain";
import { ListTable } from "../../components/list-table";
import { Link } from "react-router";
import { formatDateTimeAt } from "../../components/shop-dates";
import { dayEndPath } from "./register-report-table";

export interface DropReportTableProps {
  drops: readonly Drop[];
  timeZone: string | undefined;
  emptyText: string;
  /** Row selection, only for those who may close and reopen drops. */
  selection?: { selected: ReadonlySet<string>; onChange: (selected: Set<string>) => void };
}

/** The Drop Report's rows: when, which drawer, how much, who, and whether the safe count confirmed it. */
export function DropReportTable({ drops, timeZone, emptyText, selection }: DropReportTableProps) {
  const columns = selection ? 8 : 7;
  const allSelected = selection !== undefined && drops.length > 0 && drops.every((drop) => selection.selected.has(drop.id));
  const someSelected = selection !== undefined && drops.some((drop) => selection.selected.has(drop.id));

  const toggle = (id: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };

  return (
    <ListTable
      label="Drops"
      minWidth={1000}
      highlightOnHover
      columns={columns}
      empty={drops.length === 0}
      emptyText={emptyText}
      head={
        <>
          {selection && (
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select every drop on this page"
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={(event) => selection.onChange(event.currentTarget.checked ? new Set(drops.map((drop) => drop.id)) : new Set())}
              />
            </Table.Th>
          )}
          <Table.Th>Made at</Table.Th>
          <Table.Th>Register</Table.Th>
          <Table.Th>Session</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th>Note</Table.Th>
          <Table.Th>Made by</Table.Th>
          <Table.Th>Status</Table.Th>
        </>
      }
    >
      {drops.map((drop) => {
        const madeAt = formatDateTimeAt(drop.createdAt, timeZone);
        return (
          <Table.Tr key={drop.id}>
            {selection && (
              <Table.Td>
                <Checkbox
                  aria-label={`Select the drop of ${formatMoney(drop.amount)} made ${madeAt}`}
                  checked={selection.selected.has(drop.id)}
                  onChange={(event) => toggle(drop.id, event.currentTarget.checked)}
                />
              </Table.Td>
            )}
            <Table.Td style={{ whiteSpace: "nowrap" }}>{madeAt}</Table.Td>
            <Table.Td>{drop.register.name}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={dayEndPath(drop.registerSessionId)} aria-label={`Day-end report of session #${drop.sessionNumber}`}>
                #{drop.sessionNumber}
              </Anchor>
            </Table.Td>
            <Table.Td ta="right">{formatMoney(drop.amount)}</Table.Td>
            <Table.Td>{drop.note}</Table.Td>
            <Table.Td>{drop.createdBy.name}</Table.Td>
            <Table.Td>
              {drop.closedAt ? (
                <>
                  <Badge variant="light" color="gray">
                    Closed
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {drop.closedBy?.name} · {formatDateTimeAt(drop.closedAt, timeZone)}
                  </Text>
                </>
              ) : (
                <Badge variant="light" color="blue">
                  Open
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
