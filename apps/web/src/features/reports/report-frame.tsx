import { Alert, Button, Group, Loader, Skeleton, Stack, Text } from "@mantine/core";
import { IconFileDownload, IconPrinter } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReportPeriod } from "@washdesk/domain";
import { useState, type ReactNode } from "react";
import { notify } from "../../api/notify";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { periodLabel } from "./report-period-params";
import { ReportPeriodPicker } from "./report-period-picker";
import { printReport } from "./report-print";
import type { ReportTableData } from "./report-table-data";
import type { ReportPeriodState } from "./use-report-period";
import "./report-print.css";

/** The period of a report: the presets (most reports), or a picker of its own (the monthly report's month) with the period it asks for. */
export type ReportFramePeriod = ReportPeriodState | { period: ReportPeriod; picker: ReactNode };

export interface ReportFrameProps<T extends { period: ReportPeriod }> {
  /** The report's name: in the CSV file's name and first line, and on paper. */
  title: string;
  period: ReportFramePeriod;
  query: UseQueryResult<T>;
  /** The tables the screen shows, in order: the CSV file holds exactly these. */
  tables: (data: T) => readonly ReportTableData[];
  children: (data: T) => ReactNode;
}

/** The error in words: the server's message when it gave one. */
const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : "Something went wrong.");

/**
 * What every report shares: the period (kept in the address), Export CSV and Print, a sign of
 * progress while the figures load, and the error in words with a way to try again.
 */
export function ReportFrame<T extends { period: ReportPeriod }>({ title, period, query, tables, children }: ReportFrameProps<T>) {
  const shopName = useSessionStore(sessionSelectors.utility)?.businessName;
  const [exporting, setExporting] = useState(false);
  const { data } = query;
  // While another period loads, the last figures stay (marked as refreshing) under their own dates.
  const shownPeriod: ReportPeriod = data?.period ?? period.period;

  const exportCsv = async (report: T) => {
    setExporting(true);
    try {
      // The CSV library loads with the first export, not with the report.
      const { csvFileName, downloadCsv, reportCsv } = await import("./report-csv");
      downloadCsv(csvFileName(title, shownPeriod), reportCsv(title, shownPeriod, tables(report)));
    } catch {
      // The library's chunk did not arrive (the connection dropped): say so, the report stays.
      notify({ type: "negative", message: "The CSV file could not be made. Try again." });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md" className="report-frame">
      <Group justify="space-between" align="flex-end" wrap="wrap" className="report-no-print">
        {"picker" in period ? period.picker : <ReportPeriodPicker period={period} />}
        <Group gap="sm">
          {query.isFetching && data !== undefined && <Loader size="sm" aria-label="Refreshing report" />}
          <Button
            variant="default"
            leftSection={<IconFileDownload size={16} aria-hidden />}
            disabled={data === undefined}
            loading={exporting}
            onClick={() => data !== undefined && void exportCsv(data)}
          >
            Export CSV
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} disabled={data === undefined} onClick={printReport}>
            Print
          </Button>
        </Group>
      </Group>
      <div>
        {shopName && (
          <Text className="report-print-only" fw={700}>
            {shopName}
          </Text>
        )}
        <Text c="dimmed" size="sm">
          {periodLabel(shownPeriod)}
        </Text>
      </div>
      {data !== undefined ? (
        children(data)
      ) : query.isError ? (
        <Alert color="red" variant="light" title="The report could not be loaded">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{failure(query.error)}</Text>
            <Button variant="default" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="sm" aria-busy>
          <Loader size="sm" aria-label="Loading report" />
          <Skeleton h={120} aria-hidden />
          <Skeleton h={220} aria-hidden />
        </Stack>
      )}
    </Stack>
  );
}
