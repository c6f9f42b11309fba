import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { profileRoutes, profileUpdateSchema, textLimits, type ProfileUpdate, type SessionUser } from "@washdesk/domain";
import { zodResolver } from "../../components/zod-form";
import { ProfileSection } from "./profile-section";
import { useProfileMutation } from "./use-profile-mutation";

export function NameForm({ user }: { user: SessionUser }) {
  const form = useForm<ProfileUpdate>({
    mode: "controlled",
    initialValues: { firstName: user.firstName, lastName: user.lastName },
    validate: zodResolver(profileUpdateSchema),
  });
  const save = useProfileMutation(profileRoutes.update, () => form.resetDirty());

  return (
    <ProfileSection title="Name">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          <Group grow align="flex-start">
            <TextInput label="First name" required maxLength={textLimits.personName} key={form.key("firstName")} {...form.getInputProps("firstName")} />
            <TextInput label="Last name" required maxLength={textLimits.personName} key={form.key("lastName")} {...form.getInputProps("lastName")} />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save name
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
