import { hoursText, type EarningType, type PayStubAnswer } from "@washdesk/domain";

/** A stub's figures as the run's table shows them, summed from its earning lines. */
export interface StubFigures {
  regularHours: string;
  overtimeHours: string;
  /** Hourly wages and salary. */
  wages: number;
  overtime: number;
  commissions: number;
  tips: number;
  /** Bonuses and adjustments carried in from earlier, paid periods. */
  other: number;
}

const sumOf = (stub: PayStubAnswer, ...types: EarningType[]) =>
  stub.earnings.filter((line) => types.includes(line.type)).reduce((total, line) => total + line.amount, 0);

export function stubFigures(stub: PayStubAnswer): StubFigures {
  return {
    regularHours: hoursText(stub.regularMs),
    overtimeHours: hoursText(stub.overtimeMs),
    wages: sumOf(stub, "regular", "salary"),
    overtime: sumOf(stub, "overtime"),
    commissions: sumOf(stub, "commission"),
    tips: sumOf(stub, "tips"),
    other: sumOf(stub, "bonus", "adjustment"),
  };
}
