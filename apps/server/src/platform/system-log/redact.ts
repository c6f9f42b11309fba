/**
 * What pino blanks in every logged object before it is written anywhere: request headers that carry
 * credentials and any field named like a secret, at the top or one level down.
 */
const secretKeys = ["password", "pin", "token", "accessToken", "refreshToken", "secret", "apiKey", "key", "authorization", "cookie"];
export const redactPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-client-token"]',
  ...secretKeys.flatMap((key) => [key, `*.${key}`]),
];

const BEARER = /\b(bearer\s+)[^\s"',;]+/gi;
const NAMED_SECRET =
  /\b((?:access[_-]?token|refresh[_-]?token|token|password|passwd|secret|api[_-]?key|authorization|pin)\s*["']?\s*[=:]\s*["']?)[^\s"'&,;]+/gi;

/** A message with anything that looks like a credential blanked: error messages may quote what they were given. */
export function scrubSecrets(message: string): string {
  return message.replace(BEARER, "$1[redacted]").replace(NAMED_SECRET, "$1[redacted]");
}
