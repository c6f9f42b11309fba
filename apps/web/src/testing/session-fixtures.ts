import { defaultGroups, type SessionData, type SessionUser } from "@washdesk/domain";
import type { SignedInSession } from "../session/session-store";

/** The shop's seeded counter group: sales, POS, customers, quotes, the register and the day-end report. */
export const cashierPermission = defaultGroups.find((group) => group.name === "Cashier")?.permission ?? {};

export function sessionData(group: Partial<SessionUser["group"]> = {}): SessionData {
  return {
    user: {
      id: "u-1",
      firstName: "Casey",
      lastName: "Counter",
      email: "casey@example.com",
      image: null,
      status: 0,
      hasPin: false,
      group: { id: "g-1", name: "Cashier", permission: cashierPermission, isDev: false, isOwner: false, ...group },
    },
    utility: {
      businessName: "Sparkle Wash",
      timeZone: "America/New_York",
      currency: "USD",
      workweekStart: "monday",
      blindClose: false,
      cashOutsideRegister: false,
      quietHours: { enabled: false, start: "21:00", end: "08:00" },
    },
    website: {
      url: "https://sparkle.example",
      phone: "+15555550100",
      address: "1 Main St",
      email: "",
      logoUrl: "",
      receiptHeader: "",
      receiptFooter: "",
      reviewUrl: "",
    },
    registerIsOpened: false,
  };
}

export function signedInSession(group: Partial<SessionUser["group"]> = {}, token = "token-1"): SignedInSession {
  return { ...sessionData(group), securityToken: token };
}

export const ownerGroup: Partial<SessionUser["group"]> = { name: "Owner", permission: {}, isOwner: true };
