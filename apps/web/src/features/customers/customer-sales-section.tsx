import { Anchor, Loader, Table, Text } from "@mantine/core";
import { can, formatDisplayDate, formatMoney, saleRoutes, type Group } from "@washdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { call } from "../../api/call";
import { SaleStatusBadges } from "../sales";
import { CustomerSection } from "./customer-section";

const RECENT = 10;

/** The customer's latest sales, newest first; the key starts with "sales" so realtime hints refresh it. */
export function CustomerSalesSection({ customerId, group }: { customerId: string; group: Group | null | undefined }) {
  const allowed = can(group, "sales.list");
  const query = useQuery({
    queryKey: ["sales", "customer", customerId],
    enabled: allowed,
    queryFn: ({ signal }) => call(saleRoutes.list, { query: { customerId, page: 1, pageSize: RECENT }, silent: true, signal }),
  });

  return (
    <CustomerSection title="Sales">
      {!allowed ? (
        <Text c="dimmed" size="sm">
          Your group cannot see sales.
        </Text>
      ) : query.isPending ? (
        <Loader size="sm" aria-label="Loading sales" />
      ) : query.isError ? (
        <Text c="red" size="sm">
          The sales could not be loaded.
        </Text>
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No sales yet.
        </Text>
      ) : (
        <Table aria-label="Customer sales">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Sale</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((sale) => (
              <Table.Tr key={sale.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/sales/${sale.id}`}>
                    #{sale.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDisplayDate(sale.businessDate)}</Table.Td>
                <Table.Td>{formatMoney(sale.amount)}</Table.Td>
                <Table.Td>
                  <SaleStatusBadges status={sale.status} invoiceStatus={sale.invoiceStatus} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {allowed && query.data && query.data.total > RECENT && (
        <Text size="xs" c="dimmed" mt="xs">
          Showing the latest {RECENT} of {query.data.total} sales.
        </Text>
      )}
    </CustomerSection>
  );
}
