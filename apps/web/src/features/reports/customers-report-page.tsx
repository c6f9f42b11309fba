import { NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { can, customersReportQuerySchema, formatMoney, type CustomersReport } from "@washdesk/domain";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { customerPath } from "../customers";
import { customersReportTables, type CustomerLink } from "./customers-report-tables";
import { ReportFrame } from "./report-frame";
import { useCustomersReport } from "./report-queries";
import { ReportStat } from "./report-stat";
import { ReportTable } from "./report-table";
import { formatCount } from "./report-table-data";
import { useReportPeriod } from "./use-report-period";

const TITLE = "Customers Report";

// The rule the server checks the days with (1 to 3650, whole), and its default when none is sent.
const notSeenDaysRule = customersReportQuerySchema.shape.notSeenDays;
const DEFAULT_NOT_SEEN_DAYS = notSeenDaysRule.parse(undefined);

/** The days that make a customer "not seen", read from the address (?notSeenDays=90) and checked by the domain's rule. */
function readDays(value: string | number): { days: number } | { error: string } {
  const checked = notSeenDaysRule.safeParse(String(value));
  return checked.success ? { days: checked.data } : { error: checked.error.issues[0]?.message ?? "" };
}

/**
 * The "not seen for N days" field: a valid number goes into the address (and so to the server);
 * anything else says the domain's words and leaves the last list on screen.
 */
function useNotSeenDays() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("notSeenDays");
  const fromAddress = asked === null ? null : readDays(asked);
  const days = fromAddress && "days" in fromAddress ? fromAddress.days : DEFAULT_NOT_SEEN_DAYS;
  const [typed, setTyped] = useState<string | number>(days);
  const checked = readDays(typed);

  const change = (value: string | number) => {
    setTyped(value);
    const next = readDays(value);
    if (!("days" in next) || next.days === days) return;
    const merged = new URLSearchParams(params);
    if (next.days === DEFAULT_NOT_SEEN_DAYS) merged.delete("notSeenDays");
    else merged.set("notSeenDays", String(next.days));
    setParams(merged, { replace: true });
  };

  return { days, typed, error: "error" in checked ? checked.error : undefined, change };
}

/** docs/product.md §2 /reports/customers (customersReport): visits, walk-ins, new and returning customers, top customers, VIPs, and those not seen for N days. */
export default function CustomersReportPage() {
  const period = useReportPeriod();
  const notSeen = useNotSeenDays();
  const report = useCustomersReport(period.period, notSeen.days);
  const group = useSessionStore(sessionSelectors.group);
  const link: CustomerLink = can(group, "customers.list") ? customerPath : null;
  const tables = (data: CustomersReport) => Object.values(customersReportTables(data, link));

  return (
    <ReportFrame title={TITLE} period={period} query={report} tables={tables}>
      {(data) => {
        const table = customersReportTables(data, link);
        const listed = data.notSeen.customers.length;
        return (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <ReportStat label="Visits by customers" value={formatCount(data.visits)} detail={`${formatCount(data.walkIns)} walk-ins`} />
              <ReportStat label="New customers" value={formatCount(data.newCustomers)} detail={`${formatCount(data.returningCustomers)} returning`} />
              <ReportStat label="VIPs who came" value={formatCount(data.vips.count)} detail={`${formatMoney(data.vips.spend)} spent`} />
              <ReportStat label={`Not seen for ${data.notSeen.days} days`} value={formatCount(data.notSeen.count)} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
              <ReportTable table={table.visits} />
              <ReportTable table={table.customers} />
              <ReportTable table={table.vips} />
            </SimpleGrid>
            <Stack gap="xs">
              <ReportTable table={table.top} />
              <Text size="sm" c="dimmed">
                Spend is what their sales in the period came to less what was given back on them; lifetime spend counts every visit.
              </Text>
            </Stack>
            <Stack gap="xs">
              <NumberInput
                className="report-no-print"
                label="Not seen for (days)"
                description="Customers who have visited before, but not in this many days up to today"
                value={notSeen.typed}
                onChange={notSeen.change}
                allowDecimal={false}
                allowNegative={false}
                error={notSeen.error}
                w={320}
              />
              <ReportTable table={table.notSeen} />
              {listed < data.notSeen.count && (
                <Text size="sm" c="dimmed">
                  {`The ${formatCount(listed)} most recently seen of ${formatCount(data.notSeen.count)} are listed.`}
                </Text>
              )}
            </Stack>
          </Stack>
        );
      }}
    </ReportFrame>
  );
}
