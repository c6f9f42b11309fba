import { refusalTable } from "../api/refusal";

/** Every refusal of signing in and of changing one's own password or PIN, with its code ("auth.<name>"). */
export const authRefusals = refusalTable("auth", {
  /**
   * The one answer of a refused sign-in, whatever the reason: an unknown e-mail, a wrong password,
   * an account locked after failed tries from this address, an account that is not active. A
   * stranger learns nothing of who has an account, nor of its state.
   */
  signInFailed: { kind: "invalid", message: "Wrong e-mail or password, or this account cannot sign in right now. If it goes on, ask a manager." },
  tooManySignIns: { kind: "tooMany", message: "Too many sign-in attempts from this address. Wait a minute and try again." },
  wrongPassword: { kind: "invalid", field: "currentPassword", message: "The current password is not correct." },
  /** The signed-in person is told plainly: they proved who they are, so nothing is given away. */
  passwordChecksLocked: {
    kind: "tooMany",
    message: (minutes: number) => `Too many wrong passwords from this device. Wait ${minutes} minutes, or ask a manager to unlock your account.`,
  },
  tooManyPasswordAttempts: { kind: "tooMany", message: "Too many password attempts from this address. Wait a minute and try again." },
  passwordCommon: {
    kind: "invalid",
    field: "newPassword",
    message: "This password is one of the most common ones, so it is easy to guess. Choose another.",
  },
  passwordPersonal: {
    kind: "invalid",
    field: "newPassword",
    message: "A password can't contain your name or the part of your e-mail address before the @. Choose another.",
  },
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

/** Refusals of the owner's unlocking of staff accounts ("account.<name>"). */
export const accountRefusals = refusalTable("account", {
  notFound: { kind: "notFound", message: "This staff account does not exist." },
});
