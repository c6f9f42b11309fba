// The anchor for the login bundle: the least a Vite + React + Mantine page can ship.
import "@mantine/core/styles.css";
import { createRoot } from "react-dom/client";
import { Button, MantineProvider, TextInput } from "@mantine/core";

createRoot(document.getElementById("root")!).render(
  <MantineProvider>
    <TextInput label="E-mail" />
    <Button>Sign in</Button>
  </MantineProvider>,
);
