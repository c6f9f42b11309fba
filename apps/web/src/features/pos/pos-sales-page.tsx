import { Alert, Button, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { IconCashRegister } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { can, REFUND_RIGHT, saleRoutes, toStoredDate, type Sale } from "@washdesk/domain";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { call } from "../../api/call";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useStationRegister } from "../registers";
import { ListFooter } from "../../components/list-footer";
import { printReceipt } from "../../components/print-receipt";
import { ReceiptPrintArea } from "../sales";
import { saleKeys } from "../sales";
import { usePosSales } from "./pos-sales-queries";
import { PosSalesTable } from "./pos-sales-table";

const RefundDialog = lazy(async () => ({ default: (await import("../sales/refund-dialog")).RefundDialog }));

/** docs/product.md §2 /sales/pos/list: the sales of this station's open register session. */
export default function PosSalesPage() {
  const { register, openSession, isLoading } = useStationRegister();
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the register" />
      </Center>
    );
  }
  if (!register || !openSession) {
    return (
      <Alert color="gray" variant="light" title="No register is open on this station" icon={<IconCashRegister size={20} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          The POS Sales list shows the sales of this station&apos;s open register.
          <Button component={Link} to="/registers/open" variant="light">
            Open a register
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <SessionSales key={openSession.id} sessionId={openSession.id} title={`${register.name} · session #${openSession.number}`} />;
}

function SessionSales({ sessionId, title }: { sessionId: string; title: string }) {
  const group = useSessionStore(sessionSelectors.group);
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const sales = usePosSales(sessionId, page);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [printing, setPrinting] = useState<Sale | null>(null);
  const [refunding, setRefunding] = useState<Sale | null>(null);
  // Those without the right ask a manager, who approves with their PIN on this device.
  const mayRefund = can(group, REFUND_RIGHT, "sales.pos.new", "sales.new");

  // The receipt is in the page once rendered; print it then, not before.
  useEffect(() => {
    if (printing) printReceipt("80mm");
  }, [printing]);

  /** The list rows are summaries: a receipt or a refund needs the whole sale. */
  const withSale = async (id: string, then: (sale: Sale) => void) => {
    setBusyId(id);
    try {
      then(await queryClient.fetchQuery({ queryKey: saleKeys.detail(id), queryFn: ({ signal }) => call(saleRoutes.get, { params: { id }, signal }) }));
    } catch {
      // The notice has said why.
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>{title}</Text>
        <Group gap="xs">
          {sales.isFetching && <Loader size="sm" aria-label="Loading sales" />}
          <Button component={Link} to="/sales/pos" variant="light">
            Back to the counter
          </Button>
        </Group>
      </Group>
      <PosSalesTable
        sales={sales.data?.items ?? []}
        emptyText={sales.isPending ? "Loading sales…" : sales.isError ? "The sales could not be loaded." : "No sales in this register session yet."}
        timeZone={timeZone}
        today={toStoredDate(new Date(), timeZone)}
        mayRefund={mayRefund}
        busyId={busyId}
        onReprint={(id) => void withSale(id, (sale) => setPrinting({ ...sale }))}
        onRefund={(id) => void withSale(id, setRefunding)}
      />
      <ListFooter page={sales.data} noun="sales" onPage={setPage} />
      {printing && <ReceiptPrintArea sale={printing} />}
      {refunding && (
        <Suspense fallback={<Loader size="sm" aria-label="Opening the refund form" />}>
          <RefundDialog sale={refunding} opened registerSessionId={sessionId} showResult onClose={() => setRefunding(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
