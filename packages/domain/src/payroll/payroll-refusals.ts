import { refusalTable } from "../api/refusal";

/** Every refusal of payroll, with its code ("payroll.<name>"). */
export const payrollRefusals = refusalTable("payroll", {
  salaryByTheHour: {
    kind: "invalid",
    field: "payPeriod",
    message: "A salary is paid per week, per month or per year, not by the hour: choose the salary's pay period on the employee.",
  },
  notASalary: { kind: "invalid", field: "payType", message: "This employee is paid by the hour, not a salary." },
  notAPeriodStart: { kind: "invalid", field: "periodStart", message: (date: string) => `${date} does not start a pay period of this schedule.` },
  periodNotOver: { kind: "conflict", message: "This period has not ended yet: pay it once its last day is over." },
  periodAlreadyRun: {
    kind: "conflict",
    message: "This schedule already has a run for this period: open it, or void it first if it was paid.",
  },
  runNotFound: { kind: "notFound", message: "This pay run does not exist or was deleted." },
  notADraft: { kind: "conflict", message: "Only a draft can be deleted; a paid run is voided with a reason." },
  alreadyPaid: { kind: "conflict", message: "This run is already paid: nothing changes it now." },
  notPaid: { kind: "conflict", message: "Only a paid run can be voided." },
  alreadyVoided: { kind: "conflict", message: "This run was voided: run the period again to pay it." },
  paymentDateTooEarly: { kind: "invalid", field: "paymentDate", message: "The payment date can't be before the period's last day." },
  employeeNotInRun: { kind: "invalid", field: "methods", message: "A payment method names an employee who is not in this run." },
  tipsUndistributed: {
    kind: "conflict",
    message: "Some tips of this period had nobody tip-eligible on the clock: assign them before paying.",
  },
  employeeNotFound: { kind: "notFound", message: "This employee does not exist." },
  tipsNotUndistributed: {
    kind: "conflict",
    message: "Somebody tip-eligible was on the clock that day: the day's tips are shared by hours worked, not assigned.",
  },
  tipAssigneeNotEligible: {
    kind: "invalid",
    field: "employeeIds",
    message: "Tips go only to tip-eligible employees who are no managers or owners.",
  },
  bonusNotFound: { kind: "notFound", message: "This bonus does not exist or was removed." },
  stubNotFound: { kind: "notFound", message: "This employee has no paid stub in this run." },
  noStubAddress: { kind: "invalid", field: "email", message: "This employee has no e-mail address: add one on the employee first." },
  productUnknown: { kind: "invalid", field: "rules", message: "A commission rule names a product that does not exist." },
});
