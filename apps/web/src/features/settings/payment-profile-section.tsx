import { Button, Fieldset, Group, Select, Stack, Switch, TextInput } from "@mantine/core";
import {
  formatRate,
  isSetByServer,
  paymentProfileUpdateSchema,
  paymentProfileWords,
  TipPresetKind,
  type PaymentProfileAnswer,
  type PaymentProfileUpdate,
  type SecretChange,
} from "@washdesk/domain";
import { useState } from "react";
import { SecretField, setByServerProps } from "../../components/secret-field";
import { serverFieldErrors } from "../../components/server-field-errors";
import { SettingsSection } from "./settings-section";
import { usePaymentProfileSettings, useUpdatePaymentProfile } from "./payment-profile-queries";

/**
 * System Settings › Payment profile (docs/product.md §6 settings.system.paymentProfile): the card
 * processor for payment links (Stripe's keys; the secrets are write-only), the counter's tip
 * presets, and whether cash may be taken outside a register.
 */
export function PaymentProfileSection() {
  const settings = usePaymentProfileSettings();
  return (
    <SettingsSection title="Payment profile" loadingLabel="payment profile" query={settings}>
      {settings.data && <PaymentProfileForm key={JSON.stringify(settings.data)} saved={settings.data} />}
    </SettingsSection>
  );
}

const presetText = (saved: PaymentProfileAnswer) =>
  saved.tipPresets.values.map((value) => (saved.tipPresets.kind === TipPresetKind.Percent ? formatRate(value) : (value / 100).toFixed(2))).join(", ");

/** "15, 20, 25" as percentages (thousandths of a percent) or "2, 5" as dollars (cents). */
function presetValues(text: string, kind: TipPresetKind): number[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => Math.round(Number(part) * (kind === TipPresetKind.Percent ? 1000 : 100)));
}

function PaymentProfileForm({ saved }: { saved: PaymentProfileAnswer }) {
  const update = useUpdatePaymentProfile();
  const fixed = (path: string) => isSetByServer(saved.setByServer, path);
  const [publishableKey, setPublishableKey] = useState(saved.stripe.publishableKey);
  const [secretKey, setSecretKey] = useState<SecretChange>(undefined);
  const [webhookSecret, setWebhookSecret] = useState<SecretChange>(undefined);
  const [cashOutsideRegister, setCashOutsideRegister] = useState(saved.cashOutsideRegister);
  const [kind, setKind] = useState<TipPresetKind>(saved.tipPresets.kind);
  const [presets, setPresets] = useState(presetText(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const stripe: NonNullable<PaymentProfileUpdate["stripe"]> = {};
    if (!fixed("stripe.publishableKey") && publishableKey !== saved.stripe.publishableKey) stripe.publishableKey = publishableKey;
    if (!fixed("stripe.secretKey") && secretKey !== undefined) stripe.secretKey = secretKey;
    if (!fixed("stripe.webhookSecret") && webhookSecret !== undefined) stripe.webhookSecret = webhookSecret;
    const body: PaymentProfileUpdate = { tipPresets: { kind, values: presetValues(presets, kind) }, cashOutsideRegister, stripe };
    const checked = paymentProfileUpdateSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.map(String).join("."), issue.message]).reverse()));
      return;
    }
    setErrors({});
    update.mutate(body, { onError: (error) => setErrors(serverFieldErrors(error, "")) });
  };
  const tipError = Object.entries(errors).find(([path]) => path.startsWith("tipPresets"))?.[1];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Fieldset legend="Card processor for payment links (Stripe)">
          <Stack gap="sm">
            <TextInput
              label="Publishable key"
              value={publishableKey}
              onChange={(event) => setPublishableKey(event.currentTarget.value)}
              error={errors["stripe.publishableKey"]}
              autoComplete="off"
              {...setByServerProps(fixed("stripe.publishableKey"))}
            />
            <SecretField
              label="Secret key"
              state={saved.stripe.secretKey}
              setByServer={fixed("stripe.secretKey")}
              value={secretKey}
              onChange={setSecretKey}
              error={errors["stripe.secretKey"]}
            />
            <SecretField
              label="Webhook signing secret"
              state={saved.stripe.webhookSecret}
              setByServer={fixed("stripe.webhookSecret")}
              value={webhookSecret}
              onChange={setWebhookSecret}
              error={errors["stripe.webhookSecret"]}
            />
          </Stack>
        </Fieldset>
        <Group align="flex-start" gap="sm">
          <Select
            label="Tip presets are"
            data={[
              { value: TipPresetKind.Percent, label: "Percentages of the payment" },
              { value: TipPresetKind.Amount, label: "Fixed amounts in dollars" },
            ]}
            value={kind}
            onChange={(value) => value && setKind(value as TipPresetKind)}
            allowDeselect={false}
            w={260}
          />
          <TextInput
            label="Tip presets"
            description="Up to six, separated by commas: 15, 20, 25."
            value={presets}
            onChange={(event) => setPresets(event.currentTarget.value)}
            error={tipError}
            w={260}
          />
        </Group>
        <Switch
          label={paymentProfileWords.cashOutsideRegister}
          description={paymentProfileWords.cashOutsideRegisterHint}
          checked={cashOutsideRegister}
          onChange={(event) => setCashOutsideRegister(event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save payment profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
