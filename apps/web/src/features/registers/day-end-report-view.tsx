import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatDisplayDate, registerMessages, type DayEndReport } from "@washdesk/domain";
import { DayEndCash, DayEndCashFlow, DayEndSessions } from "./day-end-cash-sections";
import { DayEndPayments, DayEndRefunds, DayEndSales, DayEndSummary } from "./day-end-sales-sections";

/** Whose report this is: the business day, or one drawer's session. */
function reportHeading(report: DayEndReport): string {
  const day = formatDisplayDate(report.date);
  if (report.scope === "session" && report.session) return `${report.session.register.name} · session #${report.session.number} · ${day}`;
  return `Business day ${day}`;
}

export interface DayEndReportViewProps {
  report: DayEndReport;
  /** Name of the shop, on paper copies. */
  shopName?: string;
  /** One column (the 80 mm roll); the screen lays sections side by side. */
  narrow?: boolean;
}

/** Every figure of the day-end report, in labelled tables; the same view goes on screen and on paper. */
export function DayEndReportView({ report, shopName, narrow }: DayEndReportViewProps) {
  return (
    <Stack gap="md">
      <div>
        {shopName && <Text fw={700}>{shopName}</Text>}
        <Title order={2} size="h3">
          {reportHeading(report)}
        </Title>
        <Text size="sm" c="dimmed">
          Times in {report.timeZone}
        </Text>
        {report.cash.blind && <Text mt="xs">{registerMessages.blindReport}</Text>}
      </div>
      <SimpleGrid cols={narrow ? 1 : { base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <DayEndSales report={report} />
          <DayEndPayments report={report} />
          <DayEndRefunds report={report} />
        </Stack>
        <Stack gap="lg">
          <DayEndCash report={report} />
          <DayEndCashFlow report={report} />
          <DayEndSummary report={report} />
        </Stack>
      </SimpleGrid>
      <DayEndSessions report={report} />
    </Stack>
  );
}
