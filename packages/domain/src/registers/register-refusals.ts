import { refusalTable } from "../api/refusal";
import { registerMessages } from "./register-messages";

/** Refusals about a register session that money moves run into (codes "register.<name>"). */
export const registerRefusals = refusalTable("register", {
  /** The drawer was counted and closed (perhaps at another screen): nothing more goes in or out of it. */
  sessionClosed: { kind: "conflict", message: registerMessages.sessionClosed },
  sessionNotFound: { kind: "notFound", message: registerMessages.notFound },
  /** An expense paid in cash from a drawer since closed keeps its amount, method and existence. */
  expenseDrawerClosed: {
    kind: "conflict",
    message: "This cash was paid out of a register that has been closed, so its amount, method and existence can't change.",
  },
});
