import { defaultPaymentProfile, tipPresetsSchema, type PaymentProfileAnswer, type PaymentProfileUpdate, type TipPresets } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import type { Config } from "../../config";
import { isSealedSecret, type SealedSecret } from "../../platform/settings-secrets/secret-box";
import { applySecretChange, maskSecret, secretState, secretValue } from "../../platform/settings-secrets/secret-settings";
import { refuseServerSet } from "../../platform/settings-secrets/settings-changes";
import { readSettings } from "./settings.repository";
import { writeSettings } from "./settings-write";

export const PAYMENT_PROFILE_KEY = "paymentProfile";

/** What the settings table keeps: the secrets sealed (platform/settings-secrets), never their text. */
interface StoredPaymentProfile extends Record<string, unknown> {
  tipPresets: TipPresets;
  cashOutsideRegister: boolean;
  stripe: { publishableKey: string; secretKey: SealedSecret | null; webhookSecret: SealedSecret | null };
}

const SECRET_PATHS = ["stripe.secretKey", "stripe.webhookSecret"] as const;
type SecretPath = (typeof SECRET_PATHS)[number];

const labels: Record<string, string> = {
  "stripe.publishableKey": "The Stripe publishable key",
  "stripe.secretKey": "The Stripe secret key",
  "stripe.webhookSecret": "The Stripe webhook signing secret",
};

/** Stored values over the defaults, field by field (a value that no longer passes the rules falls back). */
function storedProfileFrom(stored: Record<string, unknown> | undefined): StoredPaymentProfile {
  const tips = tipPresetsSchema.safeParse(stored?.tipPresets);
  const stripe = (stored?.stripe ?? {}) as Record<string, unknown>;
  const sealed = (value: unknown) => (isSealedSecret(value) ? value : null);
  return {
    tipPresets: tips.success ? tips.data : defaultPaymentProfile.tipPresets,
    cashOutsideRegister: stored?.cashOutsideRegister === true,
    stripe: {
      publishableKey: typeof stripe.publishableKey === "string" ? stripe.publishableKey : "",
      secretKey: sealed(stripe.secretKey),
      webhookSecret: sealed(stripe.webhookSecret),
    },
  };
}

/** The fields STRIPE_* set: shown read-only and refused on a change. */
function setByServer(config: Pick<Config, "stripe">): string[] {
  const { publishableKey, secretKey, webhookSecret } = config.stripe;
  return [
    publishableKey !== undefined && "stripe.publishableKey",
    secretKey !== undefined && "stripe.secretKey",
    webhookSecret !== undefined && "stripe.webhookSecret",
  ].filter((path): path is string => path !== false);
}

function answerOf(stored: StoredPaymentProfile, config: Pick<Config, "stripe">): PaymentProfileAnswer {
  return {
    tipPresets: stored.tipPresets,
    cashOutsideRegister: stored.cashOutsideRegister,
    stripe: {
      publishableKey: config.stripe.publishableKey ?? stored.stripe.publishableKey,
      secretKey: secretState(stored.stripe.secretKey, config.stripe.secretKey),
      webhookSecret: secretState(stored.stripe.webhookSecret, config.stripe.webhookSecret),
    },
    setByServer: setByServer(config),
  };
}

async function readStored(db: Executor): Promise<StoredPaymentProfile> {
  return storedProfileFrom((await readSettings(db, [PAYMENT_PROFILE_KEY])).get(PAYMENT_PROFILE_KEY));
}

export async function readPaymentProfile(deps: Pick<AppDeps, "db" | "config">): Promise<PaymentProfileAnswer> {
  return answerOf(await readStored(deps.db), deps.config);
}

/**
 * The Stripe keys in use, for the payment links: the environment's first, else the stored ones
 * opened with the settings key; null where neither is set.
 */
export async function readStripeKeys(deps: Pick<AppDeps, "db" | "config">) {
  const stored = await readStored(deps.db);
  const { config } = deps;
  const secret = (path: SecretPath, fromEnvironment: string | undefined) =>
    secretValue(config.settingsKey, path, stored.stripe[path === "stripe.secretKey" ? "secretKey" : "webhookSecret"], fromEnvironment);
  return {
    publishableKey: config.stripe.publishableKey ?? (stored.stripe.publishableKey || null),
    secretKey: secret("stripe.secretKey", config.stripe.secretKey),
    webhookSecret: secret("stripe.webhookSecret", config.stripe.webhookSecret),
  };
}

/**
 * Changes the fields sent: a secret sent is sealed anew, null clears it, left out it is kept. The
 * whole value is stored so later defaults do not shift a shop's presets; the activity log has the
 * value before and after, secrets masked.
 */
export async function updatePaymentProfile(deps: AppDeps, auth: AuthContext, input: PaymentProfileUpdate, ip: string): Promise<PaymentProfileAnswer> {
  refuseServerSet(input, setByServer(deps.config), (path) => labels[path] ?? path);
  const key = deps.config.settingsKey;
  const next = await writeSettings(deps, auth, ip, {
    section: PAYMENT_PROFILE_KEY,
    keys: [PAYMENT_PROFILE_KEY],
    change: async (_tx, stored) => {
      const before = storedProfileFrom(stored.get(PAYMENT_PROFILE_KEY));
      const after: StoredPaymentProfile = {
        tipPresets: input.tipPresets ? tipPresetsSchema.parse(input.tipPresets) : before.tipPresets,
        cashOutsideRegister: input.cashOutsideRegister ?? before.cashOutsideRegister,
        stripe: {
          publishableKey: input.stripe?.publishableKey ?? before.stripe.publishableKey,
          secretKey: applySecretChange(key, "stripe.secretKey", before.stripe.secretKey, input.stripe?.secretKey),
          webhookSecret: applySecretChange(key, "stripe.webhookSecret", before.stripe.webhookSecret, input.stripe?.webhookSecret),
        },
      };
      return { before, after, stored: { [PAYMENT_PROFILE_KEY]: after }, secretPaths: SECRET_PATHS, mask: maskSecret };
    },
  });
  return answerOf(next, deps.config);
}
