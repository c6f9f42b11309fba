import { z } from "zod";
import { hasControlCharacter, optionalEmail, requiredPhone } from "../validation";
import { secretChangeSchema, secretStateSchema, setByServerSchema } from "./secret-setting-schema";

// System Settings › Utility: the e-mail (SMTP) and text-message (Twilio-compatible) providers the
// outbox sends receipts and notices through. The server's environment (SMTP_URL, MAIL_FROM,
// SMS_*) wins over what is stored here; its values show as "Set by the server".

/** The words of the providers' fields and of "Send a test". */
export const messageProviderWords = {
  smtpLegend: "E-mail (SMTP)",
  smsLegend: "Text messages (Twilio-compatible)",
  host: "SMTP host",
  port: "SMTP port",
  portHint: "Empty: 465 with TLS, else 587.",
  secure: "Connect with TLS (SMTPS)",
  user: "SMTP user",
  password: "SMTP password",
  from: "From address",
  fromHint: "Who the e-mails come from: shop@example.com or Shop Name <shop@example.com>.",
  accountSid: "Account SID",
  authToken: "Auth token",
  smsFrom: "From number",
  baseUrl: "API base URL",
  baseUrlHint: "Empty: https://api.twilio.com. Another address for a Twilio-compatible provider.",
  hostInvalid: "Enter a host name such as smtp.example.com, without smtp://.",
  portInvalid: "Enter a port from 1 to 65535, or leave it empty.",
  fromInvalid: "Enter an address such as shop@example.com or Shop Name <shop@example.com>.",
  smsFromInvalid: "Enter a phone number such as +15550001111.",
  baseUrlInvalid: "Enter an address starting with https:// or http://, or leave it empty.",
  textInvalid: "Remove the line breaks and control characters.",
  testEmail: "Send a test e-mail",
  testEmailTo: "Send the test e-mail to",
  testSms: "Send a test text",
  testSmsTo: "Send the test text to",
  testSubject: "WashDesk test e-mail",
  testBody: "This is a test from WashDesk: the shop's messages can be sent this way.",
  testSmsBody: "WashDesk test: the shop's text messages can be sent this way.",
  emailSent: (to: string) => `The test e-mail was sent to ${to}.`,
  smsSent: (to: string) => `The test text was sent to ${to}.`,
  noEmailProvider: "No e-mail provider is set up: enter the SMTP host first.",
  noSmsProvider: "No text-message provider is set up: enter the account SID, auth token and from number first.",
  emailFailed: (problem: string) => `The test e-mail could not be sent: ${problem}`,
  smsFailed: (problem: string) => `The test text could not be sent: ${problem}`,
} as const;

const plainText = (max: number, error?: string) =>
  z
    .string()
    .trim()
    .max(max, { error: error ?? `Keep it under ${max} characters.` })
    .refine((value) => !hasControlCharacter(value), { error: error ?? messageProviderWords.textInvalid });

const HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$|^\[[0-9A-Fa-f:.]+\]$/;
const FROM_ADDRESS = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** GET /api/settings/message-providers: the values in use, secrets only as set or not. */
export const messageProvidersSchema = z.object({
  smtp: z.object({
    host: z.string(),
    port: z.number().int().nullable(),
    secure: z.boolean(),
    user: z.string(),
    password: secretStateSchema,
    from: z.string(),
  }),
  sms: z.object({ accountSid: z.string(), authToken: secretStateSchema, from: z.string(), baseUrl: z.string() }),
  setByServer: setByServerSchema,
});
export type MessageProvidersAnswer = z.infer<typeof messageProvidersSchema>;

/** PATCH /api/settings/message-providers: the fields sent change; a secret left out is kept, null clears it. */
export const messageProvidersUpdateSchema = z
  .object({
    smtp: z
      .object({
        host: plainText(255).refine((value) => value === "" || HOST.test(value), { error: messageProviderWords.hostInvalid }),
        port: z
          .number({ error: messageProviderWords.portInvalid })
          .int({ error: messageProviderWords.portInvalid })
          .min(1, { error: messageProviderWords.portInvalid })
          .max(65535, { error: messageProviderWords.portInvalid })
          .nullable(),
        secure: z.boolean(),
        user: plainText(255),
        password: secretChangeSchema(),
        from: plainText(255).refine((value) => value === "" || FROM_ADDRESS.test(value), { error: messageProviderWords.fromInvalid }),
      })
      .partial(),
    sms: z
      .object({
        accountSid: plainText(100),
        authToken: secretChangeSchema(),
        from: plainText(30).refine((value) => value === "" || /^\+?[0-9 ().-]{7,20}$/.test(value), { error: messageProviderWords.smsFromInvalid }),
        baseUrl: plainText(500).refine((value) => value === "" || /^https?:\/\/[^\s/]+/.test(value), { error: messageProviderWords.baseUrlInvalid }),
      })
      .partial(),
  })
  .partial();
export type MessageProvidersUpdate = z.input<typeof messageProvidersUpdateSchema>;

/** POST /api/settings/message-providers/test-email {to}: one e-mail now, not through the outbox. */
export const testEmailSchema = z.object({ to: optionalEmail().refine((value) => value !== "", { error: "Enter the address to send the test to." }) });
export type TestEmail = z.input<typeof testEmailSchema>;

/** POST /api/settings/message-providers/test-sms {to}: one text now, not through the outbox. */
export const testSmsSchema = z.object({ to: requiredPhone() });
export type TestSms = z.input<typeof testSmsSchema>;

/** What a test answers: sent, or the provider's problem in plain words. */
export const testSendResultSchema = z.object({ sent: z.boolean(), message: z.string() });
export type TestSendResult = z.infer<typeof testSendResultSchema>;
