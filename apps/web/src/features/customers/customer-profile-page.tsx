import { Alert, Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { can, formatPhone, type Customer } from "@washdesk/domain";
import { useEffect, type ReactNode } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { formatDateAt } from "../../components/shop-dates";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { CustomerDetailsForm } from "./customer-details-form";
import { useCustomer } from "./customer-queries";
import { CustomerSalesSection } from "./customer-sales-section";
import { CustomerVehiclesSection } from "./customer-vehicles-section";
import { DeleteCustomerButton } from "./delete-customer-button";
import { CustomerSection } from "./customer-section";
import { HouseAccountSection } from "../house-accounts";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

function CustomerSummary({ customer, canDelete, canText }: { customer: Customer; canDelete: boolean; canText: boolean }) {
  const timeZone = useSessionStore((state) => state.utility?.timeZone);
  const since = formatDateAt(customer.createdAt, timeZone);
  return (
    <Paper withBorder p="md" component="section" aria-label="Summary">
      <Group justify="space-between" align="flex-start">
        <Group gap="xl" align="flex-start">
          <Fact label="Phone">{formatPhone(customer.phone)}</Fact>
          <Fact label="Award points">{customer.awardPoints}</Fact>
          <Fact label="Status">
            {customer.isVip ? (
              <Badge color="yellow" variant="light">
                VIP
              </Badge>
            ) : (
              "Regular"
            )}
          </Fact>
          <Fact label="Customer since">{since}</Fact>
          {customer.addedBy && <Fact label="Added by">{customer.addedBy.name}</Fact>}
        </Group>
        <Group gap="xs">
          {canText && (
            <Button component={Link} to={`/customers/inbox/${customer.id}`} variant="light">
              Texts
            </Button>
          )}
          {canDelete && <DeleteCustomerButton customer={customer} />}
        </Group>
      </Group>
    </Paper>
  );
}

/** docs/product.md §2 /customers/:customer?cn=: the customer's details, house account, vehicles and latest sales. */
export default function CustomerProfilePage() {
  const { customer: id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const group = useSessionStore(sessionSelectors.group);
  const query = useCustomer(id);
  const name = query.data?.name;

  // The title reads ?cn=; after a rename (or a bare link) it follows the saved name.
  useEffect(() => {
    if (name && params.get("cn") !== name) setParams({ cn: name }, { replace: true });
  }, [name, params, setParams]);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading customer" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title="Customer not available">
        {query.error.message}
      </Alert>
    );
  }

  const customer = query.data;
  const canEdit = can(group, "customers.edit");
  return (
    <Stack gap="md">
      <CustomerSummary customer={customer} canDelete={can(group, "customers.delete")} canText={can(group, "management.message")} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <CustomerDetailsForm customer={customer} canEdit={canEdit} />
        <Stack gap="md">
          <HouseAccountSection
            customerId={customer.id}
            group={group}
            frame={(children) => <CustomerSection title="House account">{children}</CustomerSection>}
          />
          <CustomerVehiclesSection customer={customer} canEdit={canEdit} />
          <CustomerSalesSection customerId={customer.id} group={group} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
