import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { AccountStatus, AccountTerms } from "../enums";
import { agingBucketOf, agingOf, availableCredit, dueDateOf, planCharge } from "./house-account-rules";
import { planAccountPayment } from "./account-payment-plan";
import { statementMonthBefore, statementText } from "./statement-text";

const active = { status: AccountStatus.Active, creditLimit: 10_000, balance: 0, drivers: [] as string[] };

describe("aging", () => {
  it("buckets by days past the invoice date: 0–29 current, 30–59, 60–89, 90 and more", () => {
    const today = "2026-05-16";
    expect(agingBucketOf("2026-05-16", today)).toBe("current");
    expect(agingBucketOf("2026-04-17", today)).toBe("current"); // 29 days
    expect(agingBucketOf("2026-04-16", today)).toBe("days30"); // 30 days
    expect(agingBucketOf("2026-03-18", today)).toBe("days30"); // 59 days
    expect(agingBucketOf("2026-03-17", today)).toBe("days60"); // 60 days
    expect(agingBucketOf("2026-02-16", today)).toBe("days60"); // 89 days
    expect(agingBucketOf("2026-02-15", today)).toBe("days90"); // 90 days
    expect(agingBucketOf("2025-01-01", today)).toBe("days90");
    expect(agingBucketOf("2026-05-20", today)).toBe("current"); // dated ahead
  });

  it("sums the open balances per bucket, and the buckets add up to the balance", () => {
    const invoices = [
      { invoiceDate: "2026-02-10", balance: 1500 },
      { invoiceDate: "2026-03-12", balance: 3000 },
      { invoiceDate: "2026-04-11", balance: 4500 },
      { invoiceDate: "2026-05-11", balance: 6000 },
      { invoiceDate: "2026-05-15", balance: 1 },
    ];
    expect(agingOf(invoices, "2026-05-16")).toEqual({ current: 6001, days30: 4500, days60: 3000, days90: 1500 });
    fc.assert(
      fc.property(fc.array(fc.record({ age: fc.nat({ max: 400 }), balance: fc.nat({ max: 1_000_000 }) })), (rows) => {
        const aging = agingOf(
          rows.map((row) => ({ invoiceDate: new Date(Date.UTC(2026, 4, 16) - row.age * 86_400_000).toISOString().slice(0, 10), balance: row.balance })),
          "2026-05-16",
        );
        return aging.current + aging.days30 + aging.days60 + aging.days90 === rows.reduce((sum, row) => sum + row.balance, 0);
      }),
    );
  });

  it("falls due by the terms", () => {
    expect(dueDateOf("2026-01-31", AccountTerms.Net30)).toBe("2026-03-02");
    expect(dueDateOf("2026-01-31", AccountTerms.DueOnReceipt)).toBe("2026-01-31");
    expect(availableCredit(10_000, 12_000)).toBe(0);
  });
});

describe("charging", () => {
  it("lets a charge reach the limit exactly, and refuses one cent over it, in plain words", () => {
    expect(planCharge({ ...active, balance: 4_000 }, 6_000, null).ok).toBe(true);
    const over = planCharge({ ...active, balance: 4_000 }, 6_001, null);
    expect(over.ok).toBe(false);
    if (!over.ok) {
      expect(over.refusal.code).toBe("houseAccount.overLimit");
      expect(over.refusal.message).toContain("over its credit limit of $100.00 ($60.00 available)");
    }
  });

  it("refuses a closed account and a driver the account does not name; matches names whatever their case", () => {
    expect(planCharge({ ...active, status: AccountStatus.Closed }, 100, null)).toMatchObject({ ok: false, refusal: { code: "houseAccount.closed" } });
    const named = { ...active, drivers: ["Ann Lee"] };
    expect(planCharge(named, 100, "")).toMatchObject({ ok: false, refusal: { code: "houseAccount.driverRequired" } });
    expect(planCharge(named, 100, "Bo")).toMatchObject({ ok: false, refusal: { code: "houseAccount.driverNotAllowed" } });
    expect(planCharge(named, 100, "  ann   LEE ")).toEqual({ ok: true, plan: { driverName: "Ann Lee" } });
  });
});

describe("a payment on account", () => {
  const invoices = [
    { saleId: "c", invoiceDate: "2026-03-01", number: 9, balance: 4_500 },
    { saleId: "a", invoiceDate: "2026-01-15", number: 3, balance: 1_500 },
    { saleId: "b", invoiceDate: "2026-01-15", number: 4, balance: 3_000 },
  ];

  it("settles three invoices oldest first (by date, then number), the last reached partly paid, to the cent", () => {
    const plan = planAccountPayment(invoices, 5_001);
    expect(plan).toEqual({
      ok: true,
      plan: [
        { saleId: "a", amount: 1_500, settles: true },
        { saleId: "b", amount: 3_000, settles: true },
        { saleId: "c", amount: 501, settles: false },
      ],
    });
  });

  it("refuses more than is owed, and a payment when nothing is", () => {
    expect(planAccountPayment(invoices, 9_001)).toMatchObject({ ok: false, refusal: { code: "houseAccount.paymentOverBalance" } });
    expect(planAccountPayment([], 100)).toMatchObject({ ok: false, refusal: { code: "houseAccount.nothingOwed" } });
  });

  it("always spreads exactly the payment, never more than an invoice owes, oldest settled before a newer one is touched", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (balances, share) => {
          const open = balances.map((balance, i) => ({ saleId: String(i), invoiceDate: `2026-01-${String(i + 1).padStart(2, "0")}`, number: i, balance }));
          const owed = balances.reduce((a, b) => a + b, 0);
          const amount = Math.max(1, Math.floor(owed * share));
          const planned = planAccountPayment(open, amount);
          if (!planned.ok) return false;
          const parts = planned.plan;
          const exact = parts.reduce((sum, part) => sum + part.amount, 0) === amount;
          const within = parts.every((part) => part.amount <= balances[Number(part.saleId)]!);
          const ordered = parts.every((part, i) => Number(part.saleId) === i && (i === parts.length - 1 || part.settles));
          return exact && within && ordered;
        },
      ),
    );
  });
});

describe("the statement", () => {
  it("covers the month just ended when it goes out monthly", () => {
    expect(statementMonthBefore("2026-06-01")).toBe("2026-05");
    expect(statementMonthBefore("2026-01-01")).toBe("2025-12");
  });

  it("lists the balance, the aging and each open invoice; the pay-online line only with a link", () => {
    const facts = {
      shopName: "Sparkle Wash",
      customerName: "Acme Fleet",
      asOf: "2026-06-01",
      balance: 4_499,
      availableCredit: 5_501,
      creditLimit: 10_000,
      aging: { current: 3_999, days30: 500, days60: 0, days90: 0 },
      invoices: [
        { number: 7, invoiceDate: "2026-04-20", dueDate: "2026-05-20", amount: 1_500, paid: 1_000, balance: 500, reference: "PO-1" },
        { number: 9, invoiceDate: "2026-05-25", dueDate: "2026-06-24", amount: 3_999, paid: 0, balance: 3_999, reference: "" },
      ],
      payLink: null,
    };
    const { subject, body } = statementText(facts);
    expect(subject).toBe("Sparkle Wash: statement of account, balance $44.99");
    expect(body).toContain("Balance due: $44.99");
    expect(body).toContain("Current: $39.99");
    expect(body).toContain("30 days: $5.00");
    expect(body).toContain("#7  20 Apr, 2026  due 20 May, 2026  $15.00  paid $10.00  owed $5.00  ref PO-1");
    expect(body).not.toContain("Pay online");
    expect(statementText({ ...facts, payLink: "https://shop.test/pay/x" }).body).toContain("Pay online: https://shop.test/pay/x");
  });
});
