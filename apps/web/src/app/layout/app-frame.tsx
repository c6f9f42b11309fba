import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { Outlet, useLocation } from "react-router";
import { AppHeader } from "../../features/shell/app-header";
import { AppNavigation } from "../../features/shell/app-navigation";
import { useSignOut } from "../../features/auth/use-sign-out";
import { useRealtime } from "../../realtime/use-realtime";
import { useSessionFollowsSettings } from "../../session/use-session-follows-settings";
import { useSessionFollowsGroup } from "../../session/use-session-follows-group";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import classes from "./app-frame.module.css";

/** The counter: it takes the whole screen, its menu behind the menu button (docs/product.md §2). */
const COUNTER_PATH = "/sales/pos";
/** From here the menu sits beside the screen (Mantine's lg breakpoint, as in app-frame.module.css). */
const DOCKED_MENU_QUERY = "(min-width: 75em)";

/** The signed-in frame: header, menu of what the group may open, and the current screen. */
export function AppFrame() {
  const [navOpened, { toggle: toggleOpened, close }] = useDisclosure(false);
  // A docked menu the person put away stays away until they ask for it again.
  const [dockHidden, setDockHidden] = useState(false);
  const wide = useMediaQuery(DOCKED_MENU_QUERY, false, { getInitialValueInEffect: false });
  const { pathname } = useLocation();
  const counter = pathname === COUNTER_PATH;
  const dockable = wide && !counter;
  const docked = dockable && !dockHidden;
  const opened = navOpened && !docked;
  const user = useSessionStore(sessionSelectors.user);
  const utility = useSessionStore(sessionSelectors.utility);
  const group = useSessionStore(sessionSelectors.group);
  const { signOut, signingOut } = useSignOut();
  useRealtime();
  useSessionFollowsSettings();
  useSessionFollowsGroup();

  // One button at every width: it puts a docked menu away (or back), or opens the menu over the screen.
  const toggle = () => {
    if (dockable) {
      setDockHidden((hidden) => !hidden);
      close();
    } else toggleOpened();
  };

  return (
    <>
      <header className={classes.header}>
        <AppHeader utility={utility} user={user} navOpened={docked || opened} onToggleNav={toggle} onSignOut={() => void signOut()} signingOut={signingOut} />
      </header>
      {opened && <div className={classes.backdrop} aria-hidden onClick={close} />}
      <div id="app-navigation" className={classes.navbar} data-docked={docked || undefined} data-opened={opened || undefined}>
        <div className={classes.menu}>
          <AppNavigation group={group} onNavigate={close} />
        </div>
      </div>
      <main className={classes.main} data-docked={docked || undefined} data-counter={counter || undefined}>
        <Outlet />
      </main>
    </>
  );
}
