import { Alert, Anchor, Badge, Button, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import {
  can,
  formatDisplayDate,
  formatMoney,
  hoursText,
  payPeriodLabels,
  payRunStatusLabels,
  payTypeLabels,
  recurrenceLabels,
  secondPaymentMethodLabels,
  taxFilingStatusLabels,
  type PayrollFigures,
  type PayrollProfile,
} from "@washdesk/domain";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ListTable } from "../../components/list-table";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { CommissionRulesEditor } from "./commission-rules-editor";
import { BonusesSection } from "./bonuses-section";
import { DeductionsEditor } from "./deductions-editor";
import { PayStubDialog } from "./pay-stub-dialog";
import { useEmailStub } from "./payroll-mutations";
import { usePayRun, usePayrollProfile } from "./payroll-queries";

const statusColours = { draft: "yellow", paid: "green", voided: "gray" } as const;

function PaySettings({ profile }: { profile: PayrollProfile }) {
  const group = useSessionStore(sessionSelectors.group);
  const { pay } = profile;
  const rate = pay.payPeriod === 3 ? `${formatMoney(pay.payRate)} an hour` : `${formatMoney(pay.payRate)} ${payPeriodLabels[pay.payPeriod].toLowerCase()}`;
  const rows: [string, string][] = [
    ["Pay type", payTypeLabels[pay.payType]],
    ["Rate", rate],
    ["Pay schedule", recurrenceLabels[pay.paySchedule]],
    ["Overtime", pay.overtimeExempt ? "Exempt" : "Paid past 40 hours a workweek"],
    ["Tips", pay.tipEligible ? "Tip-eligible" : "Not in tips"],
    ["Paid by", secondPaymentMethodLabels[pay.paidBy]],
    ["Tax filing status", taxFilingStatusLabels[pay.taxFilingStatus]],
    ["E-mail for stubs", profile.email || "None: stubs are not e-mailed"],
  ];
  return (
    <Paper withBorder p="md" component="section" aria-label="Pay settings">
      <Title order={2} size="h4" mb="xs">
        Pay settings
      </Title>
      <Table aria-label="Pay settings">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {can(group, "settings.users.edit") && (
        <Anchor component={Link} to={`/settings/users/${profile.employeeId}`} size="sm">
          Change pay settings on the employee
        </Anchor>
      )}
    </Paper>
  );
}

function YearToDate({ figures }: { figures: PayrollFigures }) {
  const rows: [string, string][] = [
    ["Regular hours", hoursText(figures.regularMs)],
    ["Overtime hours", hoursText(figures.overtimeMs)],
    ["Wages", formatMoney(figures.wages + figures.salary)],
    ["Overtime", formatMoney(figures.overtimePay)],
    ["Commissions", formatMoney(figures.commissions)],
    ["Bonuses", formatMoney(figures.bonuses)],
    ["Tips", formatMoney(figures.tips)],
    ["Tips already paid out", formatMoney(figures.tipsPaidOut)],
    ["Adjustments", formatMoney(figures.adjustments)],
    ["Gross", formatMoney(figures.gross)],
    ["Deductions", formatMoney(figures.deductions)],
    ["Net", formatMoney(figures.net)],
  ];
  return (
    <Paper withBorder p="md" component="section" aria-label="Year to date">
      <Title order={2} size="h4" mb="xs">
        Year to date
      </Title>
      <Table aria-label="Year to date">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td ta="right">{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The employee's stub of one run, fetched when opened. */
function RunStub({ runId, employeeId, onClose }: { runId: string | null; employeeId: string; onClose: () => void }) {
  const run = usePayRun(runId);
  const stub = run.data?.stubs.find((candidate) => candidate.employeeId === employeeId) ?? null;
  const email = useEmailStub();
  // A draft's stub is not paid yet: only a paid (or voided) run's stub goes out again.
  const sendable = runId !== null && stub !== null && run.data?.status !== "draft";
  return (
    <PayStubDialog
      stub={runId ? stub : null}
      paymentDate={run.data?.paymentDate}
      onClose={onClose}
      onEmail={sendable ? () => email.mutate({ runId, employeeId }) : undefined}
      emailing={email.isPending}
    />
  );
}

/**
 * An employee's payroll profile (docs/product.md §2 /payroll/employees/:employee, payroll.details):
 * pay settings, commission rules and deductions to edit, every run with payroll.history (each stub
 * printable on A4), and the year to date.
 */
export default function PayrollProfilePage() {
  const { employee = "" } = useParams();
  const group = useSessionStore(sessionSelectors.group);
  const profile = usePayrollProfile(employee);
  const [openRun, setOpenRun] = useState<string | null>(null);
  const data = profile.data;

  if (profile.isError) {
    return (
      <Alert color="red" title="Payroll profile not available">
        {profile.error.message}
      </Alert>
    );
  }
  if (!data) return <Text c="dimmed">Loading the payroll profile…</Text>;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PaySettings profile={data} />
        <YearToDate figures={data.yearToDate} />
      </SimpleGrid>

      <CommissionRulesEditor key={`rules-${JSON.stringify(data.rules)}`} profile={data} />
      <DeductionsEditor key={`deductions-${JSON.stringify(data.deductions)}`} profile={data} />
      <BonusesSection employeeId={data.employeeId} />

      <Title order={2} size="h4">
        Pay runs
      </Title>
      {can(group, "payroll.history") ? (
        <ListTable
          label="Pay runs"
          minWidth={900}
          headers={[
            "Period",
            "Schedule",
            "Status",
            "Payment date",
            { title: "Gross", align: "right" },
            { title: "Deductions", align: "right" },
            { title: "Net", align: "right" },
            "Stub",
          ]}
          empty={data.runs.length === 0}
          emptyText="No runs yet."
        >
          {data.runs.map((run) => (
            <Table.Tr key={run.runId}>
              <Table.Td>
                {formatDisplayDate(run.period.start)} – {formatDisplayDate(run.period.end)}
              </Table.Td>
              <Table.Td>{recurrenceLabels[run.schedule]}</Table.Td>
              <Table.Td>
                <Badge color={statusColours[run.status]}>{payRunStatusLabels[run.status]}</Badge>
              </Table.Td>
              <Table.Td>{run.paymentDate ? formatDisplayDate(run.paymentDate) : ""}</Table.Td>
              <Table.Td ta="right">{formatMoney(run.gross)}</Table.Td>
              <Table.Td ta="right">{formatMoney(run.deductions)}</Table.Td>
              <Table.Td ta="right">{formatMoney(run.net)}</Table.Td>
              <Table.Td>
                <Button size="compact-sm" variant="light" onClick={() => setOpenRun(run.runId)}>
                  Stub of {formatDisplayDate(run.period.start)}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      ) : (
        <Text size="sm" c="dimmed">
          Seeing every run of an employee takes the payroll history right.
        </Text>
      )}

      <RunStub runId={openRun} employeeId={data.employeeId} onClose={() => setOpenRun(null)} />
    </Stack>
  );
}
