import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { employeeMessages, inviteRoutes, PASSWORD_MIN_LENGTH, type Invite } from "@washdesk/domain";
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate, useParams } from "react-router";
import { notifications } from "@mantine/notifications";
import { call } from "../../api/call";
import { ApiError } from "../../api/api-error";
import { useSessionStore } from "../../session/session-store";

/**
 * The invitation link's page (public): the invited person chooses a password and is signed in.
 * The same rules as any new password; a used or expired link says so and nothing else.
 */
export function InvitePage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const [invite, setInvite] = useState<Invite | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const [again, setAgain] = useState("");
  const [errors, setErrors] = useState<{ newPassword?: string; again?: string }>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    document.title = "Choose your password · WashDesk";
    call(inviteRoutes.get, { params: { token }, silent: true, retry: false }).then(setInvite, (error: unknown) =>
      setFailure(error instanceof ApiError ? error.message : "This invitation link cannot be opened."),
    );
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    if (password.length < PASSWORD_MIN_LENGTH) problems.newPassword = `Minimum ${PASSWORD_MIN_LENGTH} characters!`;
    if (again !== password) problems.again = employeeMessages.passwordsDiffer;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      const { token: sessionToken, session } = await call(inviteRoutes.accept, { params: { token }, body: { newPassword: password }, silent: true });
      notifications.clean();
      useSessionStore.getState().setSession({ ...session, securityToken: sessionToken });
      void navigate("/home", { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code.startsWith("auth.")) setErrors({ newPassword: error.message });
      else setFailure(error instanceof ApiError ? error.message : "The password could not be saved. Try again.");
    } finally {
      setPending(false);
    }
  };

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Title order={1} size="h2" ta="center">
              Choose your password
            </Title>
            {failure && (
              <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
                {failure}
              </Alert>
            )}
            {invite && (
              <>
                <Text ta="center">
                  Welcome, {invite.firstName}. You will sign in as {invite.email}.
                </Text>
                <PasswordInput
                  label="New password"
                  description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
                  autoComplete="new-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  error={errors.newPassword}
                />
                <PasswordInput
                  label="New password again"
                  autoComplete="new-password"
                  required
                  value={again}
                  onChange={(e) => setAgain(e.currentTarget.value)}
                  error={errors.again}
                />
                <Button type="submit" loading={pending} fullWidth>
                  Save and sign in
                </Button>
              </>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
