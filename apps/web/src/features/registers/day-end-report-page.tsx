import { Alert, Anchor, Center, Group, Loader, Stack } from "@mantine/core";
import { useParams, useSearchParams, Link } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { DateField } from "../../components/date-field";
import { shopToday } from "../../components/shop-dates";
import { DayEndPrintButtons } from "./day-end-print";
import { DayEndReportView } from "./day-end-report-view";
import { useDayEndReport } from "./register-queries";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * docs/product.md §2 /reports/dayEnd/:id?: with an id, one register session's report; without, a business day
 * picked by date (today in the shop's time zone by default, kept in ?date= so it can be shared).
 */
export default function DayEndReportPage() {
  const { id } = useParams();
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [params, setParams] = useSearchParams();
  const asked = params.get("date");
  const date = asked && DATE.test(asked) ? asked : shopToday(timeZone);
  const report = useDayEndReport(id ? { sessionId: id } : { date });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {id ? (
          <Anchor component={Link} to={report.data ? `/reports/dayEnd?date=${report.data.date}` : "/reports/dayEnd"}>
            Whole business day
          </Anchor>
        ) : (
          <DateField label="Business day" value={date} onChange={(next) => next && setParams({ date: next }, { replace: true })} />
        )}
        <Group gap="sm">
          {report.isFetching && <Loader size="sm" aria-label="Loading report" />}
          {report.data && <DayEndPrintButtons report={report.data} />}
        </Group>
      </Group>

      {report.data ? (
        <DayEndReportView report={report.data} />
      ) : report.isError ? (
        <Alert color="red" variant="light" title="No report">
          The report could not be loaded.
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label="Loading report" />
        </Center>
      )}
    </Stack>
  );
}
