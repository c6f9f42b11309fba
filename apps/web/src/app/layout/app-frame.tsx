import { AppShell } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Outlet } from "react-router";
import { AppHeader } from "../../features/shell/app-header";
import { AppNavigation } from "../../features/shell/app-navigation";
import { useSignOut } from "../../features/auth/use-sign-out";
import { useRealtime } from "../../realtime/use-realtime";
import { sessionSelectors, useSessionStore } from "../../session/session-store";

/** The signed-in frame: header, menu of what the group may open, and the current screen. */
export function AppFrame() {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const user = useSessionStore(sessionSelectors.user);
  const utility = useSessionStore(sessionSelectors.utility);
  const group = useSessionStore(sessionSelectors.group);
  const { signOut, signingOut } = useSignOut();
  useRealtime();

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader
          utility={utility}
          user={user}
          navOpened={navOpened}
          onToggleNav={toggle}
          onSignOut={() => void signOut()}
          signingOut={signingOut}
        />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {/* The browser's own scrolling: a styled scroll area would bring a positioning library
            into every screen's first load for one long menu. */}
        <AppShell.Section grow style={{ overflowY: "auto", overscrollBehavior: "contain" }}>
          <AppNavigation group={group} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
