import { ActionIcon, Alert, Badge, Button, Group, List, Select, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import {
  can,
  DEFAULT_BIWEEKLY_ANCHOR,
  DEFAULT_WORKWEEK_START,
  defaultPeriod,
  formatDisplayDate,
  formatMoney,
  nextPeriod,
  payrollMessages,
  payrollRefusals,
  payRunStatusLabels,
  periodContaining,
  periodHasEnded,
  previousPeriod,
  Recurrence,
  recurrenceLabels,
  toStoredDate,
  type PayCalendar,
  type PayRunRow,
  type PayStubAnswer,
} from "@washdesk/domain";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ListFooter } from "../../components/list-footer";
import { ListTable } from "../../components/list-table";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { AssignTipsDialog, type UnassignedTips } from "./assign-tips-dialog";
import { PayRunActions } from "./pay-run-actions";
import { PayStubDialog } from "./pay-stub-dialog";
import { PayStubTable } from "./pay-stub-table";
import { useCreateRun } from "./payroll-mutations";
import { usePayRun, usePayRuns, usePayrollPreview, usePayrollSettings } from "./payroll-queries";
import { scheduleFrom, scheduleOptions } from "./schedule-options";

const statusColours = { draft: "yellow", paid: "green", voided: "gray" } as const;
const periodText = (period: { start: string; end: string }) => `${formatDisplayDate(period.start)} – ${formatDisplayDate(period.end)}`;

/**
 * Pay runs (docs/product.md §2 /payroll): one schedule's period (by default the last one that has
 * ended), each employee's pay in it, and the run's draft, payment, deletion, voiding and export.
 * The schedule and the period's first day live in the address (?schedule=&start=).
 */
export default function PayrollPage() {
  const group = useSessionStore(sessionSelectors.group);
  const utility = useSessionStore(sessionSelectors.utility);
  const [params, setParams] = useSearchParams();
  const schedule = scheduleFrom(params.get("schedule")) ?? Recurrence.EveryWeek;
  const settings = usePayrollSettings();
  const calendar: PayCalendar = {
    workweekStart: utility?.workweekStart ?? DEFAULT_WORKWEEK_START,
    biweeklyAnchor: settings.data?.biweeklyAnchor ?? DEFAULT_BIWEEKLY_ANCHOR,
  };
  // Every-other-week periods are counted from the shop's anchor: wait for it (or its failure).
  const calendarReady = schedule !== Recurrence.EveryOtherWeek || settings.data !== undefined || settings.isError;
  const today = toStoredDate(new Date(), utility?.timeZone);
  const asked = params.get("start");
  const period = asked ? periodContaining(asked, schedule, calendar) : defaultPeriod(today, schedule, calendar);

  const preview = usePayrollPreview(schedule, calendarReady ? period.start : null);
  const runId = preview.data?.period.start === period.start ? preview.data.runId : null;
  const run = usePayRun(runId);
  const current = run.data && run.data.status !== "voided" ? run.data : null;
  const stubs = current?.stubs ?? (preview.data?.period.start === period.start ? preview.data.stubs : []);
  const totals = current?.totals ?? preview.data?.totals;
  const problems = current?.problems ?? preview.data?.problems ?? [];
  const undistributed = current?.undistributedTips ?? preview.data?.undistributedTips ?? [];
  const adjustments = stubs.flatMap((stub) =>
    stub.earnings.filter((line) => line.type === "adjustment").map((line) => ({ name: stub.employeeName, text: line.text, amount: line.amount })),
  );

  const createRun = useCreateRun();
  const [openStub, setOpenStub] = useState<PayStubAnswer | null>(null);
  const [assigning, setAssigning] = useState<UnassignedTips | null>(null);
  // A paid run's leftover tips are history; a draft's or a preview's can still be assigned.
  const canAssign = can(group, "payroll.pay") && current?.status !== "paid";
  const [runsPage, setRunsPage] = useState(1);
  const runs = usePayRuns({ schedule, page: runsPage });

  const go = (next: { schedule?: Recurrence; start?: string }) => {
    const values = { schedule: String(next.schedule ?? schedule), ...(next.start ? { start: next.start } : {}) };
    setParams(values, { replace: true });
  };
  const ended = periodHasEnded(period, today);

  const runRow = (row: PayRunRow) => (
    <Table.Tr key={row.id}>
      <Table.Td>{recurrenceLabels[row.schedule]}</Table.Td>
      <Table.Td>{periodText(row.period)}</Table.Td>
      <Table.Td>
        <Badge color={statusColours[row.status]}>{payRunStatusLabels[row.status]}</Badge>
      </Table.Td>
      <Table.Td>{row.paymentDate ? formatDisplayDate(row.paymentDate) : ""}</Table.Td>
      <Table.Td ta="right">{row.totals.employees}</Table.Td>
      <Table.Td ta="right">{formatMoney(row.totals.gross)}</Table.Td>
      <Table.Td ta="right">{formatMoney(row.totals.net)}</Table.Td>
      <Table.Td>
        <Button size="compact-sm" variant="light" onClick={() => go({ schedule: row.schedule, start: row.period.start })}>
          Open run of {periodText(row.period)}
        </Button>
      </Table.Td>
    </Table.Tr>
  );

  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" title="Taxes">
        {payrollMessages.noTaxes}
      </Alert>

      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Pay schedule"
          data={scheduleOptions}
          value={String(schedule)}
          onChange={(value) => {
            const chosen = scheduleFrom(value);
            if (chosen !== null) go({ schedule: chosen });
          }}
          allowDeselect={false}
          w={200}
        />
        <Group gap={4} align="center">
          <Tooltip label="Previous period">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Previous period"
              onClick={() => go({ start: previousPeriod(period, schedule, calendar).start })}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Text fw={600} aria-live="polite">
            Period {periodText(period)}
          </Text>
          <Tooltip label="Next period">
            <ActionIcon variant="default" size="lg" aria-label="Next period" onClick={() => go({ start: nextPeriod(period, schedule, calendar).start })}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {/* Beside the period it describes, centred on its line rather than on the field's bottom edge. */}
          {current && (
            <Badge ml="xs" color={statusColours[current.status]}>
              {payRunStatusLabels[current.status]}
            </Badge>
          )}
          {current?.paymentDate && <Text size="sm">Paid on {formatDisplayDate(current.paymentDate)}</Text>}
        </Group>
      </Group>

      <Group gap="sm">
        {!current && can(group, "payroll.pay") && (
          <Button loading={createRun.isPending} disabled={!ended || !calendarReady} onClick={() => createRun.mutate({ schedule, periodStart: period.start })}>
            Create draft
          </Button>
        )}
        {!current && !ended && <Text size="sm">{payrollRefusals.periodNotOver.message}</Text>}
        {current && <PayRunActions run={current} />}
        {run.data?.status === "voided" && (
          <Text size="sm" c="dimmed">
            The run of this period was voided{run.data.voidReason ? `: ${run.data.voidReason}` : ""}. It can be drafted again.
          </Text>
        )}
      </Group>

      {problems.length > 0 && (
        <Alert color="orange" title="Left out of this run">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem.employeeId}>
                {problem.employeeName}: {problem.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {undistributed.length > 0 && (
        <Alert color="orange" title="Tips nobody was on the clock for">
          <List size="sm">
            {undistributed.map((tips) => (
              <List.Item key={`${tips.businessDate} ${tips.paidOut}`}>
                {payrollMessages.undistributedTips(tips.amount, formatDisplayDate(tips.businessDate))}{" "}
                {canAssign && !tips.paidOut && (
                  <Button size="compact-sm" variant="light" onClick={() => setAssigning(tips)}>
                    Choose who shares them
                  </Button>
                )}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {preview.isError && !current && (
        <Alert color="red" title="Pay could not be worked out">
          {preview.error.message}
        </Alert>
      )}

      <PayStubTable stubs={stubs} totals={totals} loading={preview.isPending || run.isLoading} onOpen={setOpenStub} />

      {adjustments.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h5">
            Adjustments to paid periods
          </Title>
          <List size="sm" aria-label="Adjustments to paid periods">
            {adjustments.map((line, index) => (
              <List.Item key={index}>
                {line.name}: {line.text} ({formatMoney(line.amount)})
              </List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed">
            {payrollMessages.paidRunLocked}
          </Text>
        </Stack>
      )}

      <Text size="xs" c="dimmed">
        {payrollMessages.workweekRule} {payrollMessages.regularRateRule} {payrollMessages.commissionRule}
      </Text>

      <Title order={2} size="h4">
        Pay runs
      </Title>
      <ListTable
        label="Pay runs"
        minWidth={900}
        headers={[
          "Schedule",
          "Period",
          "Status",
          "Payment date",
          { title: "Employees", align: "right" },
          { title: "Gross", align: "right" },
          { title: "Net", align: "right" },
          "Run",
        ]}
        empty={(runs.data?.items.length ?? 0) === 0}
        emptyText={runs.isPending ? "Loading runs…" : "No runs of this schedule yet."}
      >
        {runs.data?.items.map(runRow)}
      </ListTable>
      <ListFooter page={runs.data} current={runsPage} onPage={setRunsPage} noun="runs" />

      <AssignTipsDialog tips={assigning} onClose={() => setAssigning(null)} />
      <PayStubDialog stub={openStub} paymentDate={current?.paymentDate} onClose={() => setOpenStub(null)} />
    </Stack>
  );
}
