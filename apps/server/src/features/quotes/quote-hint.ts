import type { ActivityAction } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";

/** The realtime hint of a change to a quote, so open lists and screens refetch. */
export const quoteHint = (deps: AppDeps, id: string, action: keyof typeof ActivityAction) => deps.realtime.publish({ entity: "quotes", id, action });

/** Activity log entries of quotes carry this entity name. */
export const QUOTE_ENTITY = "quote";
