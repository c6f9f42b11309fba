import { Group, Image, List, Stack, Text, Title } from "@mantine/core";
import { formatMoney, type PublicAppointment } from "@washdesk/domain";

type Shop = PublicAppointment["shop"];

/** The shop's name and logo at the top of the public booking and appointment pages. */
export function ShopHeader({ shop }: { shop: Shop }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {shop.logoUrl && <Image src={shop.logoUrl} alt="" h={48} w="auto" fit="contain" />}
      <Text fw={700} size="lg">
        {shop.name}
      </Text>
    </Group>
  );
}

/** An appointment as its customer reads it: when, what, how much, and whether it is confirmed. */
export function AppointmentSummary({ appointment }: { appointment: PublicAppointment }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>{appointment.when}</Text>
      <List spacing={2} aria-label="Services">
        {appointment.services.map((service, index) => (
          <List.Item key={`${index}-${service.name}`}>
            {service.name} · {formatMoney(service.amount)}
          </List.Item>
        ))}
      </List>
      <Text>Total {formatMoney(appointment.amount)}, paid at the shop</Text>
      <Text c="dimmed" size="sm">
        {statusText(appointment)}
      </Text>
    </Stack>
  );
}

function statusText(appointment: PublicAppointment): string {
  if (appointment.status === "Cancelled") return "This appointment was cancelled.";
  if (appointment.status === "Completed") return "This visit is done. Thank you!";
  if (appointment.status === "Missed") return "This appointment was missed. Please call us to book again.";
  return appointment.confirmed ? "Confirmed. See you then!" : "Not confirmed yet.";
}

/** The page's title in the browser's tab. */
export const pageTitle = (what: string) => `${what} · WashDesk`;

export function PageHeading({ children }: { children: string }) {
  return (
    <Title order={1} size="h2">
      {children}
    </Title>
  );
}
