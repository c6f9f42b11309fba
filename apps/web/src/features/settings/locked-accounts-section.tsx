import { Button, Table, Text, VisuallyHidden } from "@mantine/core";
import { can, PASSWORD_LOCK_MINUTES, PASSWORD_TRIES_BEFORE_LOCK } from "@washdesk/domain";
import { formatDateTimeAt } from "../../components/shop-dates";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useLockedAccounts, useUnlockAccount } from "./locked-account-queries";
import { SettingsSection } from "./settings-section";

/**
 * System Settings › Locked accounts: staff locked out after wrong passwords from a device
 * (docs/product.md §6). A lock ends by itself; unlocking ends it at once, on every device, so the
 * person can sign in again. Unlocking needs no confirmation: it only gives back what a lock took.
 */
export function LockedAccountsSection() {
  const group = useSessionStore(sessionSelectors.group);
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const accounts = useLockedAccounts();
  const unlock = useUnlockAccount();
  const mayUnlock = can(group, "settings.users.edit");

  return (
    <SettingsSection
      title="Locked accounts"
      loadingLabel="locked accounts"
      query={accounts}
      intro={
        <Text size="sm" c="dimmed">
          After {PASSWORD_TRIES_BEFORE_LOCK} wrong passwords from one device, that device may not sign in to the account for {PASSWORD_LOCK_MINUTES} minutes.
          Unlocking lets the person sign in again at once, from every device.
        </Text>
      }
    >
      {accounts.data?.length === 0 && <Text size="sm">No account is locked.</Text>}
      {accounts.data && accounts.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Locked accounts" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Locked until</Table.Th>
                <Table.Th ta="right">Devices</Table.Th>
                {mayUnlock && (
                  <Table.Th>
                    <VisuallyHidden>Unlock</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.data.map((account) => {
                const name = `${account.firstName} ${account.lastName}`;
                const busy = unlock.isPending && unlock.variables === account.id;
                return (
                  <Table.Tr key={account.id}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{account.email}</Table.Td>
                    <Table.Td>{formatDateTimeAt(account.lockedUntil, timeZone)}</Table.Td>
                    <Table.Td ta="right">{account.addresses}</Table.Td>
                    {mayUnlock && (
                      <Table.Td ta="right">
                        <Button size="xs" variant="light" aria-label={`Unlock ${name}`} loading={busy} onClick={() => unlock.mutate(account.id)}>
                          Unlock
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SettingsSection>
  );
}
