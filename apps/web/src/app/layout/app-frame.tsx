import { useDisclosure } from "@mantine/hooks";
import { Outlet } from "react-router";
import { AppHeader } from "../../features/shell/app-header";
import { AppNavigation } from "../../features/shell/app-navigation";
import { useSignOut } from "../../features/auth/use-sign-out";
import { useRealtime } from "../../realtime/use-realtime";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import classes from "./app-frame.module.css";

/** The signed-in frame: header, menu of what the group may open, and the current screen. */
export function AppFrame() {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const user = useSessionStore(sessionSelectors.user);
  const utility = useSessionStore(sessionSelectors.utility);
  const group = useSessionStore(sessionSelectors.group);
  const { signOut, signingOut } = useSignOut();
  useRealtime();

  return (
    <>
      <header className={classes.header}>
        <AppHeader utility={utility} user={user} navOpened={navOpened} onToggleNav={toggle} onSignOut={() => void signOut()} signingOut={signingOut} />
      </header>
      <div className={classes.navbar} data-opened={navOpened || undefined}>
        <div className={classes.menu}>
          <AppNavigation group={group} onNavigate={close} />
        </div>
      </div>
      <main className={classes.main}>
        <Outlet />
      </main>
    </>
  );
}
