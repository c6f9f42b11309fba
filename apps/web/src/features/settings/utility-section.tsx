import { Alert, Loader, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useUpdateUtilitySettings, useUtilitySettings } from "./utility-settings-queries";

/**
 * System Settings › Utility: how the shop runs its drawers. Blind close: whoever may not edit
 * registers counts the drawer without seeing the expected cash; managers read the over/short.
 */
export function UtilitySection() {
  const settings = useUtilitySettings();
  const update = useUpdateUtilitySettings();

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="utility-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="utility-settings-title">
          Utility
        </Title>
        {settings.isPending && (
          <Group gap="xs">
            <Loader size="sm" aria-label="Loading utility settings" />
          </Group>
        )}
        {settings.isError && (
          <Alert color="red" variant="light" title="Settings not available">
            {settings.error.message}
          </Alert>
        )}
        {settings.data && (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Switch
              label="Blind close"
              description="Cashiers count the drawer without seeing the expected cash. Only managers see whether it was over or short."
              checked={update.isPending && update.variables.blindClose !== undefined ? update.variables.blindClose : settings.data.blindClose}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ blindClose: event.currentTarget.checked })}
              size="md"
            />
            {update.isPending && <Loader size="xs" aria-label="Saving" />}
          </Group>
        )}
        {update.isError && (
          <Text size="sm" c="red" role="alert">
            {update.error.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
