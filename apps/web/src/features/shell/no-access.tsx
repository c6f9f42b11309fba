import { Alert, Stack, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";

/** Shown instead of a screen the user's group may not open; the server would refuse its data anyway. */
export function NoAccess({ screen }: { screen: string }) {
  return (
    <Stack>
      <Title order={1}>No access</Title>
      <Alert variant="light" color="red" icon={<IconLock aria-hidden />}>
        Your group cannot open this screen ({screen}). Ask an owner to change your group&apos;s permissions if you need it.
      </Alert>
    </Stack>
  );
}
