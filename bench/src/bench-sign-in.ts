import { DEFAULT_CLIENT_TOKEN } from "@washdesk/server/config";

/** Signs a bench's user in as the web client does and returns the access token; a refusal stops the bench with its message. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-security-token": DEFAULT_CLIENT_TOKEN },
    body: JSON.stringify({ email, password }),
  });
  const envelope = (await response.json()) as { isSuccess: boolean; message: string; body: { token: string } };
  if (!envelope.isSuccess) throw new Error(`Signing in ${email}: ${envelope.message}`);
  return envelope.body.token;
}
