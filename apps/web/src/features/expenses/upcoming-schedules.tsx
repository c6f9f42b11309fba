import { Badge, Button, Group, Paper, Table, Text, Title } from "@mantine/core";
import { can, formatDisplayDate, formatMoney, type ExpenseSchedule, type ExpenseScheduleAction } from "@washdesk/domain";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { frequencyLabel, paidByLabel } from "./expense-labels";
import { useScheduleAction } from "./expense-mutations";

/** The scheduled expenses to come, soonest first; pause, resume and end for those who may edit expenses. */
export function UpcomingSchedules({ schedules }: { schedules: readonly ExpenseSchedule[] }) {
  const group = useSessionStore(sessionSelectors.group);
  const action = useScheduleAction();
  const mayEdit = can(group, "expenses.edit");
  const run = (id: string, what: ExpenseScheduleAction) => {
    action.mutate({ id, action: what });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Upcoming scheduled expenses
      </Title>
      {schedules.length === 0 ? (
        <Text c="dimmed">No scheduled expenses.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label="Upcoming scheduled expenses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Next date</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Repeats</Table.Th>
                <Table.Th>Paid by</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                {mayEdit && <Table.Th>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {schedules.map((s) => (
                <Table.Tr key={s.id} aria-label={`Schedule ${s.reference}`}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {s.nextDate ? formatDisplayDate(s.nextDate) : ""}
                      {s.paused && (
                        <Badge size="xs" color="gray">
                          Paused
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{s.reference}</Table.Td>
                  <Table.Td>{s.category.name}</Table.Td>
                  <Table.Td>{frequencyLabel(s.frequency)}</Table.Td>
                  <Table.Td>{paidByLabel(s.paidBy)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(s.amount)}</Table.Td>
                  {mayEdit && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="light"
                          onClick={() => run(s.id, s.paused ? "resume" : "pause")}
                          aria-label={`${s.paused ? "Resume" : "Pause"} ${s.reference}`}
                        >
                          {s.paused ? "Resume" : "Pause"}
                        </Button>
                        <Button size="compact-xs" variant="light" color="red" onClick={() => run(s.id, "end")} aria-label={`End ${s.reference}`}>
                          End
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
