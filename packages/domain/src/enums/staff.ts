// Enumerations of users, payroll and the time clock (docs/product.md §3).

export const UserStatus = {
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
} as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];
export const userStatusLabels: Record<UserStatus, string> = {
  [UserStatus.NOT_USER]: "Not a user",
  [UserStatus.ACTIVE]: "Active",
  [UserStatus.INACTIVE]: "Inactive",
  [UserStatus.SUSPENDED]: "Suspended",
  [UserStatus.INVITED]: "Invited",
  [UserStatus.APPLIED]: "Applied",
  [UserStatus.REGISTERED]: "Registered",
  [UserStatus.TERMINATED]: "Terminated",
  [UserStatus.Completed]: "Completed",
  [UserStatus.Printing]: "Printing",
};

export const PayType = { Salary: 0, Hourly: 1 } as const;
export type PayType = (typeof PayType)[keyof typeof PayType];
export const payTypeLabels: Record<PayType, string> = {
  [PayType.Salary]: "Salary",
  [PayType.Hourly]: "Hourly",
};

export const PayPeriod = { PerWeek: 0, PerMonth: 1, PerYear: 2, Hourly: 3 } as const;
export type PayPeriod = (typeof PayPeriod)[keyof typeof PayPeriod];
export const payPeriodLabels: Record<PayPeriod, string> = {
  [PayPeriod.PerWeek]: "Per week",
  [PayPeriod.PerMonth]: "Per month",
  [PayPeriod.PerYear]: "Per year",
  [PayPeriod.Hourly]: "Hourly",
};

export const TaxFilingStatus = { Single: 0, Married: 1, MarriedButWithhold: 2, NotWithhold: 3 } as const;
export type TaxFilingStatus = (typeof TaxFilingStatus)[keyof typeof TaxFilingStatus];
export const taxFilingStatusLabels: Record<TaxFilingStatus, string> = {
  [TaxFilingStatus.Single]: "Single",
  [TaxFilingStatus.Married]: "Married",
  [TaxFilingStatus.MarriedButWithhold]: "Married, but withhold at higher single rate",
  [TaxFilingStatus.NotWithhold]: "Do not withhold",
};
