import { refusalTable } from "../api/refusal";
import { campaignWords } from "./campaign-rules";

/** Refusals of campaigns and the unsubscribe link ("campaigns.<name>"). */
export const campaignRefusals = refusalTable("campaigns", {
  notFound: { kind: "notFound", message: "This campaign does not exist." },
  scheduleInPast: { kind: "invalid", message: campaignWords.scheduleInPast, field: "sendAt" },
  linkInvalid: { kind: "notFound", message: campaignWords.linkInvalid },
});
