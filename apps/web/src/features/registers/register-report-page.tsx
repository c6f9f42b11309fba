import { Group, Stack } from "@mantine/core";
import { useSearchParams } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { ListFooter } from "../../components/list-footer";
import { useRegisterSessions } from "./register-queries";
import { RegisterReportTable } from "./register-report-table";
import { readReportFilters, ReportFilterFields, reportQuery, writeReportFilters, type ReportFilters } from "./report-filters";

const PAGE_SIZE = 25;

/** docs/product.md §2 /registers, titled Register Report: every register session of a date range, filtered, paginated. */
export default function RegisterReportPage() {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [params, setParams] = useSearchParams();
  const filters = readReportFilters(params, timeZone);
  const sessions = useRegisterSessions(reportQuery(filters, PAGE_SIZE));
  const update = (changes: Partial<ReportFilters>) => setParams(writeReportFilters({ ...filters, page: 1, ...changes }), { replace: true });

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <ReportFilterFields filters={filters} onChange={update} busy={sessions.isFetching} busyLabel="Loading sessions" />
      </Group>
      <RegisterReportTable
        sessions={sessions.data?.items ?? []}
        emptyText={sessions.isPending ? "Loading sessions…" : "No register sessions match these filters."}
      />
      <ListFooter page={sessions.data} noun="sessions" onPage={(page) => update({ page })} />
    </Stack>
  );
}
