import { Alert, Center, Loader, Stack } from "@mantine/core";
import { orderStatusLabels } from "@washdesk/domain";
import { useParams } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { ReceiptPrintArea } from "./receipt-print-area";
import { formatDateTimeAt } from "../../components/shop-dates";
import { SaleEditor } from "./sale-editor";
import { SaleHeader } from "./sale-header";
import { SalePayments } from "./sale-payments";
import { useSale } from "./sale-queries";
import { SaleRefundsTable } from "./sale-refunds-table";
import { ChargeSaleButton } from "../house-accounts";

/** docs/product.md §2 /sales/:saleID: one sale, changed while its status allows; a deleted sale is shown read-only. */
export default function SalePage() {
  const { saleID = "" } = useParams();
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const query = useSale(saleID);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading sale" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title="Sale not available">
        {query.error.message}
      </Alert>
    );
  }

  const sale = query.data;
  return (
    <Stack gap="md">
      <SaleHeader sale={sale} />
      {sale.deleted && (
        <Alert color="gray" variant="light" title="Deleted sale" role="status">
          Deleted {formatDateTimeAt(sale.deleted.at, timeZone)} by {sale.deleted.by.name} (was {orderStatusLabels[sale.deleted.previousStatus]}). Reason:{" "}
          {sale.deleted.reason}
        </Alert>
      )}
      {/* A saved change (or one made elsewhere) starts the form again from what the server holds. */}
      <SaleEditor key={sale.updatedAt} sale={sale} />
      <ChargeSaleButton sale={sale} />
      <SalePayments sale={sale} />
      {sale.refunds.length > 0 && <SaleRefundsTable refunds={sale.refunds} />}
      <ReceiptPrintArea sale={sale} />
    </Stack>
  );
}
