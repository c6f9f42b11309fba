import { Anchor, Burger, Button, Group, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { Link } from "react-router";
import type { SessionUser, Utility } from "@washdesk/domain";

export interface AppHeaderProps {
  utility: Utility | null;
  user: SessionUser | null;
  navOpened: boolean;
  onToggleNav: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}

export function AppHeader({ utility, user, navOpened, onToggleNav, onSignOut, signingOut }: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          size="sm"
          aria-label="Toggle navigation"
          title="Toggle navigation"
          aria-expanded={navOpened}
          aria-controls="app-navigation"
        />
        <Text fw={700} truncate>
          {utility?.businessName || "WashDesk"}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {user && (
          <Anchor component={Link} to="/profile" size="sm" truncate visibleFrom="xs">
            {user.firstName} {user.lastName}
          </Anchor>
        )}
        <Button variant="subtle" size="compact-sm" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut} loading={signingOut}>
          Sign out
        </Button>
      </Group>
    </Group>
  );
}
