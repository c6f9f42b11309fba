import { Group, Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One titled block of the profile; the title names the region for screen readers and tests. */
export function CustomerSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
