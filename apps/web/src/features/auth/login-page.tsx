import { Alert, Button, Center, Image, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { authRoutes, loginRequestSchema, settingsRoutes, type LoginRequest, type LoginResponse, type ShopFace } from "@washdesk/domain";
import { call } from "../../api/call";
import { ApiError } from "../../api/api-error";
import { zodResolver } from "../../components/zod-form";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { readStoredToken } from "../../session/token-storage";

/** Silent: a refusal shows once, inline on the form, and the welcome needs no notice over the dashboard. */
function signIn(values: LoginRequest): Promise<LoginResponse> {
  return call(authRoutes.login, { body: values, silent: true });
}

export function LoginPage() {
  const navigate = useNavigate();
  const signedIn = useSessionStore(sessionSelectors.isSignedIn);
  const form = useForm<LoginRequest>({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: zodResolver(loginRequestSchema),
  });
  // Plain state, not TanStack Query: the query cache only loads with the signed-in layout.
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: LoginRequest) => {
    setPending(true);
    setFailure(null);
    try {
      const { token, session } = await signIn(values);
      // Nothing said before signing in (a session that ended, a lost connection) follows the person in.
      notifications.clean();
      useSessionStore.getState().setSession({ ...session, securityToken: token });
      void navigate("/home", { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : "Sign-in failed. Please try again.");
    } finally {
      setPending(false);
    }
  };

  useEffect(() => {
    document.title = "Sign in · WashDesk";
  }, []);

  // The shop's name and logo (System Settings › General); the page works the same without them.
  const [shop, setShop] = useState<ShopFace | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    call(settingsRoutes.shopFace, { silent: true, retry: false, signal: controller.signal }).then(setShop, () => undefined);
    return () => controller.abort();
  }, []);

  // A stored token means a reload of a live session: the layout restores it from the server.
  if (signedIn || (readStoredToken() !== null && !pending)) return <Navigate to="/home" replace />;

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={400}>
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack>
            {shop?.logoUrl && <Image src={shop.logoUrl} alt={`${shop.businessName} logo`} h={72} w="auto" fit="contain" mx="auto" />}
            <Title order={1} size="h2" ta="center">
              {shop?.businessName || "WashDesk"}
            </Title>
            {shop?.businessName && shop.businessName !== "WashDesk" && (
              <Text size="sm" c="dimmed" ta="center" mt={-12}>
                WashDesk
              </Text>
            )}
            {failure && (
              <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
                {failure}
              </Alert>
            )}
            <TextInput label="E-mail" type="email" autoComplete="username" required autoFocus key={form.key("email")} {...form.getInputProps("email")} />
            <PasswordInput label="Password" autoComplete="current-password" required key={form.key("password")} {...form.getInputProps("password")} />
            <Button type="submit" loading={pending} fullWidth>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
