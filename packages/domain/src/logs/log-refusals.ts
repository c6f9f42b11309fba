import { refusalTable } from "../api/refusal";
import { messageStatusLabels, type MessageStatus } from "./message-status";

/** Refusals of the log screens ("logs.<name>"). */
export const logRefusals = refusalTable("logs", {
  messageNotFound: { kind: "notFound", message: "This message does not exist." },
  notFailed: {
    kind: "conflict",
    message: (status: MessageStatus) => `Only a failed message can be sent again; this one is ${messageStatusLabels[status].toLowerCase()}.`,
  },
});
