import { quoteChangeRefusal, type QuoteStatus } from "@washdesk/domain";
import { refusalError } from "../../platform/errors";

/** Only open and sent quotes change (edit, send, cancel, convert). */
export function assertLive(status: QuoteStatus): void {
  const refusal = quoteChangeRefusal(status);
  if (refusal) throw refusalError(refusal);
}
