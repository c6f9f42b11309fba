import { Alert, Group, Loader, Paper, Stack, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";

export interface SettingsSectionProps {
  title: string;
  /** What is loading, for the spinner's name ("utility settings"). */
  loadingLabel: string;
  /** The state of the query the section shows. */
  query: { isPending: boolean; isError: boolean; error: Error | null };
  /** What is shown above the fields whatever the state (an explanation). */
  intro?: ReactNode;
  /** The fields, drawn once the data is there. */
  children: ReactNode;
}

/**
 * One section of System Settings: a titled card that says when its data is loading or could not be
 * loaded, and shows its fields once it is there. Each section is a file of its own built on it.
 */
export function SettingsSection({ title, loadingLabel, query, intro, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {intro}
        {query.isPending && (
          <Group gap="xs">
            <Loader size="sm" aria-label={`Loading ${loadingLabel}`} />
          </Group>
        )}
        {query.isError && (
          <Alert color="red" variant="light" title={`${title} not available`}>
            {query.error?.message}
          </Alert>
        )}
        {!query.isPending && !query.isError && children}
      </Stack>
    </Paper>
  );
}
