import { Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function ProfileSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb={description ? 0 : "sm"}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}
