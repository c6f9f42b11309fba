import { Alert, Button, Loader, Skeleton, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { can } from "@washdesk/domain";
import { useRealtimeHints } from "../../realtime/realtime-hints";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { DashboardDaily } from "./dashboard-daily";
import { DashboardMonthly } from "./dashboard-monthly";
import { DashboardOverview } from "./dashboard-overview";
import { DashboardStart } from "./dashboard-start";
import { reportKeys } from "./report-keys";
import { useDashboard } from "./report-queries";
import { reportHints } from "./use-report-hints";

/**
 * docs/product.md §2 /home: today, this month and twelve months, each part only for those allowed to
 * see it (the server sends null otherwise), kept fresh by realtime hints; someone with none of the
 * parts gets a start page instead.
 */
export default function DashboardPage() {
  const user = useSessionStore(sessionSelectors.user);
  const utility = useSessionStore(sessionSelectors.utility);
  const group = useSessionStore(sessionSelectors.group);
  // Without any part's permission the answer would hold nothing: the start page needs no request.
  const mayHaveParts = can(group, "dashboard.daily", "dashboard.monthly", "dashboard.overview");
  const dashboard = useDashboard(mayHaveParts);
  const queryClient = useQueryClient();
  const data = dashboard.data;
  const hasParts = data !== undefined && (data.daily !== null || data.monthly !== null || data.overview !== null);

  // What the dashboard's figures are made of: a hint about any of them refetches it, the page stays.
  useRealtimeHints(reportHints.dashboard, () => {
    if (hasParts) void queryClient.invalidateQueries({ queryKey: reportKeys.dashboard() });
  });

  return (
    <Stack gap="xl">
      <Text size="lg">
        Welcome, {user?.firstName ?? "there"}
        {utility ? ` — ${utility.businessName}` : ""}.
      </Text>
      {!mayHaveParts ? (
        <DashboardStart group={group} timeZone={utility?.timeZone} />
      ) : data === undefined ? (
        dashboard.isError ? (
          <Alert color="red" variant="light" title="The dashboard could not be loaded">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{dashboard.error.message || "Something went wrong."}</Text>
              <Button variant="default" onClick={() => void dashboard.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Stack gap="sm" aria-busy>
            <Loader size="sm" aria-label="Loading dashboard" />
            <Skeleton h={100} aria-hidden />
            <Skeleton h={220} aria-hidden />
          </Stack>
        )
      ) : hasParts ? (
        <>
          {data.daily && <DashboardDaily daily={data.daily} today={data.today} group={group} timeZone={utility?.timeZone} />}
          {data.monthly && <DashboardMonthly monthly={data.monthly} group={group} />}
          {data.overview && <DashboardOverview overview={data.overview} group={group} />}
        </>
      ) : (
        <DashboardStart group={group} timeZone={utility?.timeZone} />
      )}
    </Stack>
  );
}
