import { MantineProvider } from "@mantine/core";
import { useEffect, type ReactNode } from "react";
import { watchSubmittedForms } from "../components/focus-first-invalid";
import { NoticesHost } from "./notices-host";
import { theme } from "./theme";

/** What every screen needs, the login page included; the rest comes with the signed-in layout. */
export function Providers({ children }: { children: ReactNode }) {
  // Every form, on every screen: a refused submit puts the cursor in the first field marked invalid.
  useEffect(() => watchSubmittedForms(), []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <NoticesHost />
      {children}
    </MantineProvider>
  );
}
