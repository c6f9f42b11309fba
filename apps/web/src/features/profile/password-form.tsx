import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { authRefusals, changePasswordSchema, passwordIsPersonal, profileRoutes, type ChangePassword } from "@washdesk/domain";
import { fieldErrorProps } from "../../components/field-error-props";
import { serverFieldErrors } from "../../components/server-field-errors";
import { zodResolver } from "../../components/zod-form";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { ProfileSection } from "./profile-section";
import { useProfileMutation } from "./use-profile-mutation";

const checkSchema = zodResolver(changePasswordSchema);

/**
 * The server signs out every other session on a password change; this tab keeps its (rotated)
 * token. A password with the person's name is refused here already; a common one only by the
 * server, which has the list; either refusal, and a wrong current password, shows on its field.
 */
export function PasswordForm() {
  const user = useSessionStore(sessionSelectors.user);
  const form = useForm<ChangePassword>({
    mode: "controlled",
    initialValues: { currentPassword: "", newPassword: "" },
    validate: (values) => {
      const errors = checkSchema(values);
      if (!errors.newPassword && user && passwordIsPersonal(values.newPassword, user)) errors.newPassword = authRefusals.passwordPersonal.message;
      return errors;
    },
  });
  const save = useProfileMutation(profileRoutes.password, () => form.reset());
  const field = (name: keyof ChangePassword) => fieldErrorProps(`change-password-${name}`, form.errors[name]);

  return (
    <ProfileSection title="Password" description="Changing it signs you out on every other device.">
      <form onSubmit={form.onSubmit((values) => save.mutate(values, { onError: (error) => form.setErrors(serverFieldErrors(error, "")) }))} noValidate>
        <Stack>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            key={form.key("currentPassword")}
            {...form.getInputProps("currentPassword")}
            {...field("currentPassword")}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            key={form.key("newPassword")}
            {...form.getInputProps("newPassword")}
            {...field("newPassword")}
          />
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
