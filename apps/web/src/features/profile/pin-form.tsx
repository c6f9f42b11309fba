import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { changePinSchema, PIN_LENGTH, profileRoutes, type ChangePin } from "@washdesk/domain";
import { fieldErrorProps } from "../../components/field-error-props";
import { PinInput } from "../../components/pin-input";
import { serverFieldErrors } from "../../components/server-field-errors";
import { zodResolver } from "../../components/zod-form";
import { ProfileSection } from "./profile-section";
import { useProfileMutation } from "./use-profile-mutation";

/** The PIN clocks staff in and out at the shared counter screen; setting it needs the password. */
export function PinForm({ hasPin }: { hasPin: boolean }) {
  const form = useForm<ChangePin>({
    mode: "controlled",
    initialValues: { currentPassword: "", pin: "" },
    validate: zodResolver(changePinSchema),
  });
  const save = useProfileMutation(profileRoutes.pin, () => form.reset());

  return (
    <ProfileSection title="PIN" description={hasPin ? "You have a PIN; a new one replaces it." : "You have no PIN yet."}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values, { onError: (error) => form.setErrors(serverFieldErrors(error, "")) }))} noValidate>
        <Stack>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            key={form.key("currentPassword")}
            {...form.getInputProps("currentPassword")}
            {...fieldErrorProps("change-pin-currentPassword", form.errors.currentPassword)}
          />
          <PinInput
            label="New PIN"
            length={PIN_LENGTH}
            mask
            value={form.values.pin}
            onChange={(pin) => form.setFieldValue("pin", pin)}
            error={form.errors.pin}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {hasPin ? "Change PIN" : "Set PIN"}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
