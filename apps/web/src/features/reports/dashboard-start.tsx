import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { can, type Group as PermissionGroup } from "@washdesk/domain";
import { Link } from "react-router";
import { canOpen } from "../../app/can-open";
import { appRoutes, menuLabelOf, navPath } from "../../app/routes";
import { formatDateTimeAt } from "../../components/shop-dates";
import { useOpenTickets } from "../pos";
import { useStationRegister } from "../registers";

/** The screens a start page offers first, in this order, each only for those who may open it. */
const SHORTCUT_PATHS = [
  "/sales/pos",
  "/sales/pos/list",
  "/sales/new",
  "/sales/list",
  "/quotes",
  "/customers",
  "/registers/open",
  "/reports/dayEnd/:id?",
  "/profile",
];

/** This device's drawer: open (with whom and since when) or not, and where to go from there. */
function StationRegister({ group, timeZone }: { group: PermissionGroup | null; timeZone: string | undefined }) {
  const { register, openSession, isLoading } = useStationRegister();
  const mayOpen = can(group, "management.register.new");
  const maySell = can(group, "sales.pos.new");
  let words: string;
  if (isLoading) words = "Looking up this station's register…";
  else if (!register) words = "This station has no register yet.";
  else if (!openSession) words = `${register.name} is closed.`;
  else
    words = `${register.name} is open: session #${openSession.number}, opened by ${openSession.openedBy.name} on ${formatDateTimeAt(openSession.openedAt, timeZone)}.`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="start-register">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="start-register">
          This station&apos;s register
        </Title>
        <Text>{words}</Text>
        {!isLoading &&
          (openSession
            ? maySell && (
                <Button component={Link} to="/sales/pos">
                  Go to POS
                </Button>
              )
            : mayOpen && (
                <Button component={Link} to="/registers/open">
                  Open a register
                </Button>
              ))}
      </Stack>
    </Paper>
  );
}

/** The tickets waiting at the counter, for those who sell there. */
function OpenTickets() {
  const tickets = useOpenTickets();
  const total = tickets.data?.total;
  return (
    <Text>
      {total === undefined
        ? "Counting open tickets…"
        : total === 0
          ? "No open tickets."
          : `${total} open ${total === 1 ? "ticket" : "tickets"} waiting at the counter.`}{" "}
      {total !== undefined && total > 0 && (
        <Anchor component={Link} to="/sales/pos">
          Open the counter
        </Anchor>
      )}
    </Text>
  );
}

/**
 * docs/product.md §2 /home for someone with no part of the dashboard (a cashier): their station's
 * register, the open tickets, and shortcuts to the screens they may open.
 */
export function DashboardStart({ group, timeZone }: { group: PermissionGroup | null; timeZone: string | undefined }) {
  const shortcuts = SHORTCUT_PATHS.map((path) => appRoutes.find((route) => route.path === path)).filter(
    (route): route is (typeof appRoutes)[number] => route !== undefined && canOpen(route, group),
  );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <StationRegister group={group} timeZone={timeZone} />
        {can(group, "sales.pos.new") && (
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="start-tickets">
            <Stack gap="sm">
              <Title order={2} size="h3" id="start-tickets">
                Open tickets
              </Title>
              <OpenTickets />
            </Stack>
          </Paper>
        )}
      </SimpleGrid>
      <Stack gap="sm" component="section" aria-labelledby="start-shortcuts">
        <Title order={2} size="h3" id="start-shortcuts">
          Shortcuts
        </Title>
        <Group gap="sm" component="nav" aria-label="Shortcuts">
          {shortcuts.map((route) => (
            <Button key={route.path} component={Link} to={navPath(route)} variant="default" size="md">
              {menuLabelOf(route)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
