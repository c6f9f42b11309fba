import { Button, Group, SimpleGrid, Stack, Table } from "@mantine/core";
import { can, formatMoney, type DropPage } from "@washdesk/domain";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { ListFooter } from "../../components/list-footer";
import { DropReportTable } from "./drop-report-table";
import { useSetDropsStatus } from "./register-mutations";
import { useDrops } from "./register-queries";
import { readReportFilters, ReportFilterFields, reportQuery, writeReportFilters, type ReportFilters } from "./report-filters";

const PAGE_SIZE = 50;

/** The sums over every drop the filters match (not only this page), as the server counts them. */
function DropTotals({ totals }: { totals: DropPage["totals"] | undefined }) {
  const figures = [
    ["Drops", totals ? String(totals.count) : "—"],
    ["Amount", totals ? formatMoney(totals.amount) : "—"],
    ["Open", totals ? formatMoney(totals.open) : "—"],
    ["Closed", totals ? formatMoney(totals.closed) : "—"],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} maw={720}>
      {figures.map(([label, value]) => (
        <Table key={label} variant="vertical" withTableBorder aria-label={`${label} total`}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td ta="right" fw={700}>
                {value}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ))}
    </SimpleGrid>
  );
}

/** docs/product.md §2 /managements/drops, titled Drop Report: drops of a date range; managers close (confirm) or reopen them. */
export default function DropReportPage() {
  const group = useSessionStore(sessionSelectors.group);
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [params, setParams] = useSearchParams();
  const filters = readReportFilters(params, timeZone);
  const drops = useDrops(reportQuery(filters, PAGE_SIZE));
  const setStatus = useSetDropsStatus();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const mayManage = can(group, "management.drops");

  const update = (changes: Partial<ReportFilters>) => {
    // A selection belongs to the rows on screen; another page or filter starts afresh.
    setSelected(new Set());
    setParams(writeReportFilters({ ...filters, page: 1, ...changes }), { replace: true });
  };

  const items = drops.data?.items ?? [];
  const chosen = items.filter((drop) => selected.has(drop.id));
  const toClose = chosen.filter((drop) => drop.closedAt === null).map((drop) => drop.id);
  const toReopen = chosen.filter((drop) => drop.closedAt !== null).map((drop) => drop.id);

  const run = async (action: "close" | "open", ids: string[]) => {
    try {
      await setStatus.mutateAsync({ action, ids });
      setSelected(new Set());
    } catch {
      // The notice has said why; the selection stays for another try.
    }
  };
  const pending = setStatus.isPending ? setStatus.variables.action : null;

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <ReportFilterFields filters={filters} onChange={update} busy={drops.isFetching} busyLabel="Loading drops" />
      </Group>
      <DropTotals totals={drops.data?.totals} />
      {mayManage && (
        <Group gap="sm">
          <Button onClick={() => void run("close", toClose)} disabled={toClose.length === 0 || pending === "open"} loading={pending === "close"}>
            Close drops
          </Button>
          <Button
            variant="default"
            onClick={() => void run("open", toReopen)}
            disabled={toReopen.length === 0 || pending === "close"}
            loading={pending === "open"}
          >
            Reopen drops
          </Button>
        </Group>
      )}
      <DropReportTable
        drops={items}
        timeZone={timeZone}
        emptyText={drops.isPending ? "Loading drops…" : "No drops match these filters."}
        selection={mayManage ? { selected, onChange: setSelected } : undefined}
      />
      <ListFooter
        page={drops.data}
        noun="drops"
        onPage={(page) => {
          setSelected(new Set());
          setParams(writeReportFilters({ ...filters, page }), { replace: true });
        }}
      />
    </Stack>
  );
}
