import { refusalTable } from "../api/refusal";

/** Every refusal of signing in and of changing one's own password, with its code ("auth.<name>"). */
export const authRefusals = refusalTable("auth", {
  /** The same words for an unknown e-mail and a wrong password: a stranger learns nothing of who has an account. */
  signInFailed: { kind: "invalid", message: "Wrong e-mail or password." },
  accountLocked: {
    kind: "tooMany",
    message: (minutes: number, failures: number, untilUtc: string) =>
      `This account is locked for ${minutes} minutes after ${failures} failed sign-ins. Try again after ${untilUtc} UTC, or ask a manager.`,
  },
  accountInactive: { kind: "denied", message: "This account is not active. Ask a manager to enable it." },
  tooManySignIns: { kind: "tooMany", message: "Too many sign-in attempts from this address. Wait a minute and try again." },
  wrongPassword: { kind: "invalid", message: "The current password is not correct." },
  clientUnknown: { kind: "denied", message: "This client is not recognised." },
});

/**
 * A request without a live session: one refusal, "session.expired" (ErrorCode.sessionExpired), the
 * code every 401 carries; its words differ only by whether a token was sent at all.
 */
export const sessionRefusals = refusalTable("session", {
  expired: {
    kind: "signedOut",
    message: (tokenSent: boolean) => (tokenSent ? "Your session has expired. Please sign in again." : "Please sign in."),
  },
});
