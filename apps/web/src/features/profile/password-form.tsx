import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { changePasswordSchema, profileRoutes, type ChangePassword } from "@washdesk/domain";
import { zodResolver } from "../../components/zod-form";
import { ProfileSection } from "./profile-section";
import { useProfileMutation } from "./use-profile-mutation";

/** The server signs out every other session on a password change; this tab keeps its (rotated) token. */
export function PasswordForm() {
  const form = useForm<ChangePassword>({
    mode: "controlled",
    initialValues: { currentPassword: "", newPassword: "" },
    validate: zodResolver(changePasswordSchema),
  });
  const save = useProfileMutation(profileRoutes.password, () => form.reset());

  return (
    <ProfileSection title="Password" description="Changing it signs you out on every other device.">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            key={form.key("currentPassword")}
            {...form.getInputProps("currentPassword")}
          />
          <PasswordInput label="New password" autoComplete="new-password" required key={form.key("newPassword")} {...form.getInputProps("newPassword")} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
