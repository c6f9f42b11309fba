import { can } from "@washdesk/domain";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { SalePartyFields, type SalePartyFieldsProps } from "./sale-party-fields";
import { SalePartySummary } from "./sale-party-summary";

export interface DraftPartyProps extends Omit<SalePartyFieldsProps, "canAddCustomer"> {
  /** The party may change: its fields; otherwise the saved document's summary. */
  editable: boolean;
  saved: Parameters<typeof SalePartySummary>[0]["sale"] | undefined;
}

/** Who a sale or a quote is for, in the editors of both. */
export function DraftParty({ editable, saved, ...fields }: DraftPartyProps) {
  const group = useSessionStore(sessionSelectors.group);
  if (editable) return <SalePartyFields {...fields} canAddCustomer={can(group, "customers.new")} />;
  return saved ? <SalePartySummary sale={saved} /> : null;
}
