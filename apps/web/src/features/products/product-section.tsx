import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled part of the product form; a region named by its title, so people and tests find it. */
export function ProductSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
