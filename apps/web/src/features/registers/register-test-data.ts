import { PaymentMethod, type DayEndReport, type Drop, type Register, type RegisterSession } from "@washdesk/domain";

export const FRONT_ID = "7e000000-0000-4000-8000-000000000001";
export const BACK_ID = "7e000000-0000-4000-8000-000000000002";
export const SESSION_ID = "5e000000-0000-4000-8000-000000000001";

export const frontCounter: Register = { id: FRONT_ID, name: "Front counter", openSession: null };
export const backBay: Register = { id: BACK_ID, name: "Back bay", openSession: null };

export const openFront: Register = {
  ...frontCounter,
  openSession: { id: SESSION_ID, number: 12, openedAt: "2025-03-05T13:00:00.000Z", openedBy: { id: "u-1", name: "Casey Counter" } },
};

/** An open session: $100 float, $60.50 cash in, $5 refunded, $20 dropped, $4.50 paid out → $131.00 expected. */
export function makeSession(overrides: Partial<RegisterSession> = {}): RegisterSession {
  return {
    id: SESSION_ID,
    number: 12,
    register: { id: FRONT_ID, name: "Front counter" },
    status: "open",
    businessDate: "2025-03-05",
    openedAt: "2025-03-05T13:00:00.000Z",
    openedBy: { id: "u-1", name: "Casey Counter" },
    closedAt: null,
    closedBy: null,
    openingCounts: { "2000": 5 },
    countedCounts: null,
    closeNote: "",
    saleCount: 3,
    salesAmount: 9050,
    payments: [
      { method: PaymentMethod.Cash, count: 2, amount: 5550, tip: 500 },
      { method: PaymentMethod.CreditCard, count: 1, amount: 3500, tip: 700 },
    ],
    tips: 1200,
    refunds: 500,
    dropCount: 1,
    cash: {
      openingCash: 10000,
      cashReceived: 6050,
      cashRefunded: 500,
      drops: 2000,
      cashPaidOut: 450,
      expectedCash: 13100,
      countedCash: null,
      overShort: null,
      blind: false,
    },
    ...overrides,
  };
}

export function closedSession(countedCash: number): RegisterSession {
  const session = makeSession();
  return {
    ...session,
    status: "closed",
    closedAt: "2025-03-05T23:00:00.000Z",
    closedBy: { id: "u-2", name: "Olive Owner" },
    cash: { ...session.cash, countedCash, overShort: countedCash - (session.cash.expectedCash ?? 0) },
  };
}

export function makeDrop(overrides: Partial<Drop> = {}): Drop {
  return {
    id: "d0000000-0000-4000-8000-000000000001",
    registerSessionId: SESSION_ID,
    sessionNumber: 12,
    register: { id: FRONT_ID, name: "Front counter" },
    amount: 2000,
    note: "Mid-day",
    businessDate: "2025-03-05",
    createdAt: "2025-03-05T17:00:00.000Z",
    createdBy: { id: "u-1", name: "Casey Counter" },
    closedAt: null,
    closedBy: null,
    ...overrides,
  };
}

/** A closed day: every figure differs, so a test can tell one from another. */
export const dayEndFixture: DayEndReport = {
  scope: "day",
  date: "2025-03-05",
  timeZone: "America/New_York",
  session: null,
  sessions: [closedSession(13000)],
  sales: {
    count: 4,
    subTotal: 9800,
    discountTotal: 300,
    taxTotal: 750,
    amount: 10250,
    netAmount: 8250,
    unpaid: { count: 1, amount: 1200, due: 1200 },
    firstAt: "2025-03-05T14:05:00.000Z",
    lastAt: "2025-03-05T21:45:00.000Z",
  },
  payments: [
    { method: PaymentMethod.Cash, count: 2, amount: 5550, tip: 500 },
    { method: PaymentMethod.CreditCard, count: 1, amount: 3500, tip: 700 },
  ],
  paymentsTotal: 9050,
  tips: 1200,
  refunds: { count: 1, amount: 500, byMethod: [{ method: PaymentMethod.Cash, count: 1, amount: 500 }] },
  voids: { count: 1, amount: 1500 },
  drops: { count: 1, amount: 2000 },
  cashExpenses: { count: 1, amount: 450 },
  cash: {
    openingCash: 10000,
    cashReceived: 6050,
    cashRefunded: 500,
    drops: 2000,
    cashPaidOut: 450,
    expectedCash: 13100,
    countedCash: 13000,
    overShort: -100,
    blind: false,
  },
  cashFlow: {
    payments: { total: 6050, inDrawers: 6050, outside: 0, outsideRows: [] },
    refunds: { total: 500, inDrawers: 500, outside: 0, outsideRows: [] },
    expenses: { total: 450, inDrawers: 450, outside: 0, outsideRows: [] },
  },
};
