import type { FastifyRequest } from "fastify";
import { smsWebhookRefusals } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { refusalError } from "../../platform/errors";
import { isTwilioSignature, TWILIO_SIGNATURE_HEADER } from "../../platform/sms/twilio-signature";
import { readSmsProvider } from "../settings";

export type WebhookParams = Record<string, string | string[]>;

/** A form-encoded body as its parameters; a name sent twice keeps every value, as the signature counts them. */
export function formParams(body: unknown): WebhookParams {
  const params: WebhookParams = {};
  if (typeof body !== "string") return params;
  for (const [name, value] of new URLSearchParams(body)) {
    const before = params[name];
    params[name] = before === undefined ? value : [...(typeof before === "string" ? [before] : before), value];
  }
  return params;
}

/** One parameter's text: the first value of a repeated one, "" when missing. */
export const paramText = (params: WebhookParams, name: string): string => {
  const value = params[name];
  return (typeof value === "string" ? value : value?.[0]) ?? "";
};

/**
 * The URL the provider called, as it signed it: PUBLIC_URL with the path and query as sent when
 * set (the address the provider was given); else the request's own scheme and host, which come
 * from X-Forwarded-Proto and -Host only behind a proxy TRUST_PROXY names.
 */
export function calledUrl(deps: Pick<AppDeps, "config">, request: FastifyRequest): string {
  const origin = deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return `${origin}${request.originalUrl}`;
}

/**
 * The delivery's parameters, once its X-Twilio-Signature is checked against the SMS account's auth
 * token (SMS_* or System Settings › Utility); anything else is refused (403), and so is every
 * delivery while no SMS account is set up, since there is nothing to check it with.
 */
export async function verifiedParams(deps: Pick<AppDeps, "db" | "config">, request: FastifyRequest): Promise<WebhookParams> {
  const params = formParams(request.body);
  const provider = await readSmsProvider(deps);
  const signature = request.headers[TWILIO_SIGNATURE_HEADER];
  const given = typeof signature === "string" ? signature : undefined;
  if (!provider || !isTwilioSignature(provider.authToken, given, calledUrl(deps, request), params)) {
    throw refusalError(smsWebhookRefusals.badSignature);
  }
  return params;
}
