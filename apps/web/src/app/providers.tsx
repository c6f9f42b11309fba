import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { NoticesHost } from "./notices-host";
import { theme } from "./theme";

/** What every screen needs, the login page included; the rest comes with the signed-in layout. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <NoticesHost />
      {children}
    </MantineProvider>
  );
}
