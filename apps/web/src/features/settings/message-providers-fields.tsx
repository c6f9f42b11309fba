import { Button, Fieldset, Group, NumberInput, Stack, Switch, Text, TextInput } from "@mantine/core";
import {
  isSetByServer,
  messageProviderWords as words,
  messageProvidersUpdateSchema,
  type MessageProvidersAnswer,
  type MessageProvidersUpdate,
  type SecretChange,
} from "@washdesk/domain";
import { useState } from "react";
import { SecretField, setByServerProps } from "../../components/secret-field";
import { serverFieldErrors } from "../../components/server-field-errors";
import { useMessageProviders, useUpdateMessageProviders } from "./message-providers-queries";
import { SendTestDialog } from "./send-test-dialog";

/**
 * The e-mail (SMTP) and text-message (Twilio-compatible) providers receipts and notices go out
 * through. Values the server's environment sets are read-only; the secrets are write-only.
 */
export function MessageProvidersFields() {
  const providers = useMessageProviders();
  if (providers.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {providers.error.message}
      </Text>
    );
  }
  if (!providers.data) return null;
  return <MessageProvidersForm key={JSON.stringify(providers.data)} saved={providers.data} />;
}

function MessageProvidersForm({ saved }: { saved: MessageProvidersAnswer }) {
  const update = useUpdateMessageProviders();
  const fixed = (path: string) => isSetByServer(saved.setByServer, path);
  const [host, setHost] = useState(saved.smtp.host);
  const [port, setPort] = useState<number | string>(saved.smtp.port ?? "");
  const [secure, setSecure] = useState(saved.smtp.secure);
  const [user, setUser] = useState(saved.smtp.user);
  const [password, setPassword] = useState<SecretChange>(undefined);
  const [from, setFrom] = useState(saved.smtp.from);
  const [accountSid, setAccountSid] = useState(saved.sms.accountSid);
  const [authToken, setAuthToken] = useState<SecretChange>(undefined);
  const [smsFrom, setSmsFrom] = useState(saved.sms.from);
  const [baseUrl, setBaseUrl] = useState(saved.sms.baseUrl);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [testing, setTesting] = useState<"email" | "sms" | null>(null);

  const submit = () => {
    const smtp: NonNullable<MessageProvidersUpdate["smtp"]> = {};
    const sms: NonNullable<MessageProvidersUpdate["sms"]> = {};
    const portValue = port === "" ? null : Number(port);
    if (!fixed("smtp.host") && host !== saved.smtp.host) smtp.host = host;
    if (!fixed("smtp.port") && portValue !== saved.smtp.port) smtp.port = portValue;
    if (!fixed("smtp.secure") && secure !== saved.smtp.secure) smtp.secure = secure;
    if (!fixed("smtp.user") && user !== saved.smtp.user) smtp.user = user;
    if (!fixed("smtp.password") && password !== undefined) smtp.password = password;
    if (!fixed("smtp.from") && from !== saved.smtp.from) smtp.from = from;
    if (!fixed("sms.accountSid") && accountSid !== saved.sms.accountSid) sms.accountSid = accountSid;
    if (!fixed("sms.authToken") && authToken !== undefined) sms.authToken = authToken;
    if (!fixed("sms.from") && smsFrom !== saved.sms.from) sms.from = smsFrom;
    if (!fixed("sms.baseUrl") && baseUrl !== saved.sms.baseUrl) sms.baseUrl = baseUrl;
    const body: MessageProvidersUpdate = { smtp, sms };
    const checked = messageProvidersUpdateSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.map(String).join("."), issue.message]).reverse()));
      return;
    }
    setErrors({});
    update.mutate(body, { onError: (error) => setErrors(serverFieldErrors(error, "")) });
  };

  // The dialogs sit outside the form: a submit in a portal still bubbles up the React tree.
  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Fieldset legend={words.smtpLegend}>
            <Stack gap="sm">
              <Group align="flex-start" gap="sm">
                <TextInput
                  label={words.host}
                  value={host}
                  onChange={(event) => setHost(event.currentTarget.value)}
                  error={errors["smtp.host"]}
                  autoComplete="off"
                  w={280}
                  {...setByServerProps(fixed("smtp.host"))}
                />
                <NumberInput
                  label={words.port}
                  description={fixed("smtp.port") ? undefined : words.portHint}
                  value={port}
                  onChange={setPort}
                  min={1}
                  max={65535}
                  allowDecimal={false}
                  allowNegative={false}
                  error={errors["smtp.port"]}
                  w={200}
                  {...setByServerProps(fixed("smtp.port"))}
                />
              </Group>
              <Switch label={words.secure} checked={secure} disabled={fixed("smtp.secure")} onChange={(event) => setSecure(event.currentTarget.checked)} />
              <TextInput
                label={words.user}
                value={user}
                onChange={(event) => setUser(event.currentTarget.value)}
                error={errors["smtp.user"]}
                autoComplete="off"
                {...setByServerProps(fixed("smtp.user"))}
              />
              <SecretField
                label={words.password}
                state={saved.smtp.password}
                setByServer={fixed("smtp.password")}
                value={password}
                onChange={setPassword}
                error={errors["smtp.password"]}
              />
              <TextInput
                label={words.from}
                description={words.fromHint}
                value={from}
                onChange={(event) => setFrom(event.currentTarget.value)}
                error={errors["smtp.from"]}
                {...setByServerProps(fixed("smtp.from"))}
              />
              <Group>
                <Button variant="light" onClick={() => setTesting("email")}>
                  {words.testEmail}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
          <Fieldset legend={words.smsLegend}>
            <Stack gap="sm">
              <TextInput
                label={words.accountSid}
                value={accountSid}
                onChange={(event) => setAccountSid(event.currentTarget.value)}
                error={errors["sms.accountSid"]}
                autoComplete="off"
                {...setByServerProps(fixed("sms.accountSid"))}
              />
              <SecretField
                label={words.authToken}
                state={saved.sms.authToken}
                setByServer={fixed("sms.authToken")}
                value={authToken}
                onChange={setAuthToken}
                error={errors["sms.authToken"]}
              />
              <TextInput
                label={words.smsFrom}
                value={smsFrom}
                onChange={(event) => setSmsFrom(event.currentTarget.value)}
                error={errors["sms.from"]}
                {...setByServerProps(fixed("sms.from"))}
              />
              <TextInput
                label={words.baseUrl}
                description={words.baseUrlHint}
                value={baseUrl}
                onChange={(event) => setBaseUrl(event.currentTarget.value)}
                error={errors["sms.baseUrl"]}
                autoComplete="off"
                {...setByServerProps(fixed("sms.baseUrl"))}
              />
              <Group>
                <Button variant="light" onClick={() => setTesting("sms")}>
                  {words.testSms}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
          <Text size="xs" c="dimmed">
            A test uses the saved settings: save a change before testing it.
          </Text>
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save message providers
            </Button>
          </Group>
        </Stack>
      </form>
      <SendTestDialog channel="email" title={words.testEmail} label={words.testEmailTo} opened={testing === "email"} onClose={() => setTesting(null)} />
      <SendTestDialog channel="sms" title={words.testSms} label={words.testSmsTo} opened={testing === "sms"} onClose={() => setTesting(null)} />
    </>
  );
}
