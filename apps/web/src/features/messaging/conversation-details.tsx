import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { can, formatDisplayDate, formatMoney, formatPhone, vehicleDescription, type Customer } from "@washdesk/domain";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { AddCustomerDialog, customerPath, useCustomer } from "../customers";
import { useCustomerSearch } from "../sales";
import { useLinkNumber, useRecentVisits, useThread } from "./inbox-queries";
import { conversationPath } from "./conversation-path";

function Visits({ customerId }: { customerId: string }) {
  const group = useSessionStore(sessionSelectors.group);
  const allowed = can(group, "sales.list");
  const visits = useRecentVisits(customerId, allowed);
  if (!allowed) return null;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Last visits
      </Text>
      {visits.isPending ? (
        <Loader size="xs" aria-label="Loading visits" />
      ) : (visits.data ?? []).length === 0 ? (
        <Text size="sm">No visits yet.</Text>
      ) : (
        visits.data!.map((sale) => (
          <Anchor key={sale.id} component={Link} to={`/sales/${sale.id}`} size="sm">
            {formatDisplayDate(sale.businessDate)} · #{sale.number} · {formatMoney(sale.amount)}
          </Anchor>
        ))
      )}
    </Stack>
  );
}

function CustomerFacts({ customer }: { customer: Customer }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Anchor component={Link} to={customerPath(customer)} fw={600}>
          {customer.name}
        </Anchor>
        {customer.isVip && (
          <Badge color="yellow" variant="light" size="sm">
            VIP
          </Badge>
        )}
      </Group>
      <Text size="sm">{formatPhone(customer.phone)}</Text>
      <Text size="sm">Award points: {customer.awardPoints}</Text>
      <Text size="sm">Texts: {customer.alert.sms ? "on" : "off"}</Text>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Vehicles
        </Text>
        {customer.vehicles.map((vehicle) => (
          <Text key={vehicle.id} size="sm">
            {vehicleDescription(vehicle)}
          </Text>
        ))}
      </Stack>
      <Visits customerId={customer.id} />
    </Stack>
  );
}

function CustomerDetails({ customerId }: { customerId: string }) {
  const group = useSessionStore(sessionSelectors.group);
  const allowed = can(group, "customers.list");
  if (!allowed) return <Text size="sm">Your group cannot see customers&apos; details.</Text>;
  return <AllowedCustomerDetails customerId={customerId} />;
}

function AllowedCustomerDetails({ customerId }: { customerId: string }) {
  const customer = useCustomer(customerId);
  if (customer.isPending) return <Loader size="sm" aria-label="Loading the customer" />;
  if (customer.isError) return <Text size="sm">The customer could not be loaded.</Text>;
  return <CustomerFacts customer={customer.data} />;
}

/** An unknown number: give its texts to a customer found by name or phone, or add the customer with this number. */
function UnknownNumber({ conversation, phone }: { conversation: string; phone: string }) {
  const group = useSessionStore(sessionSelectors.group);
  const navigate = useNavigate();
  const link = useLinkNumber(conversation);
  const [search, setSearch] = useState("");
  const [typed] = useDebouncedValue(search.trim(), 300);
  const found = useCustomerSearch(can(group, "customers.list") ? typed : "");
  const [adding, setAdding] = useState(false);
  const linkTo = async (customerId: string) => {
    const thread = await link.mutateAsync(customerId).catch(() => null);
    if (thread) await navigate(conversationPath(thread));
  };

  return (
    <Stack gap="xs">
      <Text size="sm">Nobody on file has {formatPhone(phone)}. Say who it is:</Text>
      {can(group, "customers.list") && (
        <Select
          label="Link to a customer"
          placeholder="Name or phone"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={(found.data ?? []).map((customer) => ({ value: customer.id, label: `${customer.name} · ${formatPhone(customer.phone)}` }))}
          filter={({ options }) => options}
          nothingFoundMessage={typed ? (found.isFetching ? "Searching…" : "No customer matches.") : "Type to search"}
          value={null}
          onChange={(id) => id && void linkTo(id)}
          disabled={link.isPending}
        />
      )}
      {can(group, "customers.new") && (
        <>
          <Button variant="light" onClick={() => setAdding(true)}>
            Add as a new customer
          </Button>
          <AddCustomerDialog opened={adding} onClose={() => setAdding(false)} initialPhone={phone} onSaved={(customer) => void linkTo(customer.id)} />
        </>
      )}
    </Stack>
  );
}

/** Beside the thread: the customer's vehicles, latest visits and points, or what to do with an unknown number. */
export function ConversationDetails({ conversation }: { conversation: string }) {
  const thread = useThread(conversation);
  const data = thread.data;
  return (
    <Paper withBorder p="sm" component="section" aria-label="Customer details">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {data?.unknown ? "Unknown number" : "Customer"}
        </Title>
        {!data ? null : data.customerId ? (
          <CustomerDetails customerId={data.customerId} />
        ) : (
          <UnknownNumber conversation={data.conversation} phone={data.phone} />
        )}
        {data?.optedOut && (
          <Alert color="orange" p="xs">
            Opted out of texts
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
