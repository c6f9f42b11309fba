import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { noticeDefaults, toMantinePosition } from "../api/notify";
import { theme } from "./theme";

/** What every screen needs, the login page included; the rest comes with the signed-in layout. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position={toMantinePosition(noticeDefaults.position)} autoClose={noticeDefaults.timeout} />
      {children}
    </MantineProvider>
  );
}
