import { SimpleGrid, Stack, Text } from "@mantine/core";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { NameForm } from "./name-form";
import { PasswordForm } from "./password-form";
import { PinForm } from "./pin-form";

export default function ProfilePage() {
  const user = useSessionStore(sessionSelectors.user);
  if (!user) return null;
  return (
    <Stack maw={900}>
      <Text c="dimmed">
        {user.email} · {user.group.name}
      </Text>
      <NameForm user={user} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PasswordForm />
        <PinForm hasPin={user.hasPin} />
      </SimpleGrid>
    </Stack>
  );
}
