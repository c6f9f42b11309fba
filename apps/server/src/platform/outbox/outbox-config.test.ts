import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createMailer } from "../mail/mailer";
import { createSmsSender } from "../sms/sms-sender";

describe("outbox settings", () => {
  it("default to no providers, the documented sender and a 2 s interval", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      smtpUrl: undefined,
      mailFrom: "WashDesk <no-reply@washdesk.local>",
      sms: undefined,
      smsBaseUrl: "https://api.twilio.com",
      outboxIntervalMs: 2000,
    });
    expect(createMailer(config).kind).toBe("none");
    expect(createSmsSender(config).kind).toBe("none");
  });

  it("turn on SMTP and SMS when their settings are given", () => {
    const config = loadConfig({
      SMTP_URL: "smtp://user:pass@mail.example.com:587",
      SMS_ACCOUNT_SID: "AC1",
      SMS_AUTH_TOKEN: "token",
      SMS_FROM: "+15550001111",
      SMS_BASE_URL: "http://127.0.0.1:9999/",
      OUTBOX_INTERVAL_MS: "500",
    });
    expect(config).toMatchObject({
      sms: { accountSid: "AC1", authToken: "token", from: "+15550001111" },
      smsBaseUrl: "http://127.0.0.1:9999",
      outboxIntervalMs: 500,
    });
    expect(createMailer(config).kind).toBe("smtp");
    expect(createSmsSender(config).kind).toBe("twilio");
  });

  it("refuse half an SMS account and a mail URL that is not smtp://", () => {
    expect(() => loadConfig({ SMS_ACCOUNT_SID: "AC1" })).toThrow("SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM must be set together");
    expect(() => loadConfig({ SMTP_URL: "mail.example.com" })).toThrow("SMTP_URL must look like smtp://user:pass@host:587");
  });
});
