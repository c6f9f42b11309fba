import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ActivityAction,
  activityActionLabels,
  AppointmentStatus,
  appointmentStatusLabels,
  DiscountType,
  discountTypeLabels,
  enumOptions,
  enumValues,
  Frequency,
  frequencyLabels,
  InvoiceStatus,
  invoiceStatusLabels,
  ItemKind,
  itemKindLabels,
  NotificationTrigger,
  notificationTriggerLabels,
  notificationTriggerNames,
  notificationTriggerOptions,
  OpenClosed,
  openClosedLabels,
  OrderStatus,
  orderStatusLabels,
  PaidBy,
  paidByLabels,
  PaymentMethod,
  paymentMethodLabels,
  PaymentOrigin,
  paymentOriginLabels,
  PayPeriod,
  payPeriodLabels,
  PayType,
  payTypeLabels,
  PendingConfirmed,
  pendingConfirmedLabels,
  PurchasePaidBy,
  purchasePaidByLabels,
  Recurrence,
  recurrenceLabels,
  SecondPaymentMethod,
  secondPaymentMethodLabels,
  ServiceMode,
  serviceModeLabels,
  TaxFilingStatus,
  taxFilingStatusLabels,
  TipPresetKind,
  tipPresetKindLabels,
  TaxMethod,
  taxMethodLabels,
  TaxType,
  taxTypeLabels,
  UserStatus,
  userStatusLabels,
  VehicleType,
  vehicleTypeLabels,
  VoidOrRefund,
  voidOrRefundLabels,
} from "./index";

// The numbers are written out by hand from docs/product.md §3 so that a change to a constant fails here.
describe("enumerations match docs/product.md §3 exactly", () => {
  it.each([
    ["ItemKind", ItemKind, { Standard: 0, Combo: 1, Service: 2 }],
    ["TaxMethod", TaxMethod, { Exclusive: 0, Inclusive: 1 }],
    ["TaxType", TaxType, { NoTax: 0, Percentage: 1, Fixed: 2 }],
    ["DiscountType", DiscountType, { NoDiscount: 0, Percentage: 1, Fixed: 2 }],
    [
      "UserStatus",
      UserStatus,
      {
        NOT_USER: -1,
        ACTIVE: 0,
        INACTIVE: 1,
        SUSPENDED: 2,
        INVITED: 3,
        APPLIED: 4,
        REGISTERED: 5,
        TERMINATED: 6,
        Completed: 7,
        Printing: 8,
      },
    ],
    ["OpenClosed", OpenClosed, { Opened: 1, Closed: 0 }],
    ["PendingConfirmed", PendingConfirmed, { Pending: 1, Confirmed: 0 }],
    ["AppointmentStatus", AppointmentStatus, { Pending: "Pending", Completed: "Completed", Missed: "Missed", Cancelled: "Cancelled" }],
    ["ServiceMode", ServiceMode, { DropOff: 1, Waiting: 2 }],
    ["OrderStatus", OrderStatus, { Cancel: 0, Completed: 1, Refund: 2, Deleted: 3, Pending: 4, PartialRefund: 5 }],
    ["PaymentOrigin", PaymentOrigin, { PaidToStaff: 0, PayByLink: 1, TipsRebill: 3 }],
    ["InvoiceStatus", InvoiceStatus, { Pending: 0, Due: 1, Partial: 2, Paid: 3 }],
    ["PaidBy", PaidBy, { Unpaid: 0, ByCash: 1, ByAccount: 2 }],
    [
      "PaymentMethod",
      PaymentMethod,
      {
        Cash: 0,
        Check: 1,
        CreditCard: 2,
        Terminal: 3,
        Deposit: 4,
        AwardPoints: 5,
        Other: 6,
        Debit: 7,
        Credit: 8,
      },
    ],
    ["VoidOrRefund", VoidOrRefund, { VOID: 0, REFUND: 1 }],
    ["Frequency", Frequency, { Daily: 0, Weekly: 1, BiWeekly: 2, Monthly: 3, Yearly: 4 }],
    ["SecondPaymentMethod", SecondPaymentMethod, { Cash: 0, Check: 1, CreditCard: 2, CreditDebit: 3, Other: 4, Blank: 5 }],
    ["Recurrence", Recurrence, { EveryWeek: 0, EveryMonth: 1, EveryOtherWeek: 2 }],
    ["PayType", PayType, { Salary: 0, Hourly: 1 }],
    ["PayPeriod", PayPeriod, { PerWeek: 0, PerMonth: 1, PerYear: 2, Hourly: 3 }],
    ["TaxFilingStatus", TaxFilingStatus, { Single: 0, Married: 1, MarriedButWithhold: 2, NotWithhold: 3 }],
    [
      "NotificationTrigger",
      NotificationTrigger,
      {
        SendPaymentLink: 5,
        AfterInvoicePayment: 6,
        SendReviewLink: 1,
        AfterCreditCardOrder: 201,
        AfterTerminalOrder: 2002,
        AfterCashPayment: 2002,
        AfterOrderCompleted: 100,
        AfterRefund: 500,
        AfterAppointmentMade: 6000,
        AfterAppointmentConfirmed: 6001,
        AdminAppointment: 6002,
        AppointmentReminder: 6003,
        AfterAppointmentCancelled: 6004,
        AfterAppointmentRescheduled: 6005,
        AfterAppointmentMissed: 6006,
      },
    ],
    [
      "ActivityAction",
      ActivityAction,
      {
        Refresh: 0,
        Login: 10,
        Logout: 20,
        ClockIn: 30,
        ClockOut: 40,
        List: 50,
        New: 60,
        Edit: 70,
        EditVehicle: 71,
        Set: 72,
        Delete: 80,
        DeleteVehicle: 81,
        Search: 90,
        Details: 100,
        AddPayment: 110,
        Refund: 120,
        SeeProfile: 130,
        SendEmail: 1001,
        SendSms: 1002,
        SendBulkEmail: 1003,
        SendBulkSms: 1004,
        CloseDrops: 2000,
        OpenDrops: 2001,
        Completed: 3000,
        Cancel: 3001,
        RetryMessages: 4000,
        RunJobs: 4001,
        RebuildSummaries: 4002,
        DownloadBackup: 4003,
      },
    ],
    ["VehicleType", VehicleType, { Sedan: "Sedan", SUV: "SUV", LargeSUV: "LargeSUV", LargePickup: "LargePickup", Van: "Van" }],
    ["PurchasePaidBy", PurchasePaidBy, { Cash: "Cash", Check: "Check", Debit: "Debit", Credit: "Credit", Other: "Other" }],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});

describe("labels", () => {
  it.each([
    ["ItemKind", ItemKind, itemKindLabels],
    ["TaxMethod", TaxMethod, taxMethodLabels],
    ["TaxType", TaxType, taxTypeLabels],
    ["DiscountType", DiscountType, discountTypeLabels],
    ["UserStatus", UserStatus, userStatusLabels],
    ["OpenClosed", OpenClosed, openClosedLabels],
    ["PendingConfirmed", PendingConfirmed, pendingConfirmedLabels],
    ["AppointmentStatus", AppointmentStatus, appointmentStatusLabels],
    ["ServiceMode", ServiceMode, serviceModeLabels],
    ["OrderStatus", OrderStatus, orderStatusLabels],
    ["PaymentOrigin", PaymentOrigin, paymentOriginLabels],
    ["InvoiceStatus", InvoiceStatus, invoiceStatusLabels],
    ["PaidBy", PaidBy, paidByLabels],
    ["PaymentMethod", PaymentMethod, paymentMethodLabels],
    ["VoidOrRefund", VoidOrRefund, voidOrRefundLabels],
    ["Frequency", Frequency, frequencyLabels],
    ["SecondPaymentMethod", SecondPaymentMethod, secondPaymentMethodLabels],
    ["Recurrence", Recurrence, recurrenceLabels],
    ["PayType", PayType, payTypeLabels],
    ["PayPeriod", PayPeriod, payPeriodLabels],
    ["TaxFilingStatus", TaxFilingStatus, taxFilingStatusLabels],
    ["ActivityAction", ActivityAction, activityActionLabels],
    ["VehicleType", VehicleType, vehicleTypeLabels],
    ["PurchasePaidBy", PurchasePaidBy, purchasePaidByLabels],
    ["TipPresetKind", TipPresetKind, tipPresetKindLabels],
  ] as const)("%s has a non-empty label for every value and nothing else", (_name, enumObj, labels) => {
    const values = Object.values(enumObj).map(String).sort();
    expect(Object.keys(labels).sort()).toStrictEqual(values);
    for (const label of Object.values(labels)) expect(label.trim()).not.toBe("");
  });

  it("keys notification trigger labels by member name, including both 2002 members", () => {
    expect(Object.keys(notificationTriggerLabels).sort()).toStrictEqual(Object.keys(NotificationTrigger).sort());
    for (const label of Object.values(notificationTriggerLabels)) expect(label.trim()).not.toBe("");
  });

  it("uses human wording", () => {
    expect(orderStatusLabels[OrderStatus.PartialRefund]).toBe("Partial refund");
    expect(vehicleTypeLabels[VehicleType.LargeSUV]).toBe("Large SUV");
    expect(secondPaymentMethodLabels[SecondPaymentMethod.CreditDebit]).toBe("Credit/Debit");
    // One word for a card everywhere: the counter's button, the payments taken, lists and receipts.
    expect(paymentMethodLabels[PaymentMethod.CreditCard]).toBe("Card");
  });
});

describe("notification trigger names", () => {
  it("returns both names for the shared value 2002", () => {
    expect(notificationTriggerNames(2002)).toStrictEqual(["AfterTerminalOrder", "AfterCashPayment"]);
  });
  it("returns one name for an ordinary value and none for an unknown one", () => {
    expect(notificationTriggerNames(500)).toStrictEqual(["AfterRefund"]);
    expect(notificationTriggerNames(7)).toStrictEqual([]);
  });
  it("offers 2002 once in a select, labelled with both names", () => {
    const options = notificationTriggerOptions();
    expect(options).toHaveLength(14);
    expect(options.find((o) => o.value === 2002)?.label).toBe("After terminal order / After cash payment");
  });
});

describe("enumValues and enumOptions", () => {
  it("lists distinct values in declaration order", () => {
    expect(enumValues(UserStatus)).toStrictEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(enumValues(NotificationTrigger).filter((v) => v === 2002)).toHaveLength(1);
  });

  it("feeds z.literal and z.enum", () => {
    const status = z.literal(enumValues(OrderStatus));
    expect(status.safeParse(5).success).toBe(true);
    expect(status.safeParse(6).success).toBe(false);
    const vehicle = z.enum(enumValues(VehicleType));
    expect(vehicle.safeParse("LargePickup").success).toBe(true);
    expect(vehicle.safeParse("Truck").success).toBe(false);
  });

  it("builds select options with labels", () => {
    expect(enumOptions(TaxMethod, taxMethodLabels)).toStrictEqual([
      { value: 0, label: "Exclusive" },
      { value: 1, label: "Inclusive" },
    ]);
  });

  it("refuses an empty enumeration", () => {
    expect(() => enumValues({})).toThrow(RangeError);
  });
});
