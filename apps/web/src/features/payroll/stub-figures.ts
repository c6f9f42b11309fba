import type { EarningType, PayStubAnswer } from "@washdesk/domain";
import type { EarningsFigures } from "./pay-figure-cells";

/** A stub's figures as the run's table shows them, summed from its earning lines. */
export interface StubFigures extends EarningsFigures {
  /** Bonuses and adjustments carried in from earlier, paid periods. */
  other: number;
}

const sumOf = (stub: PayStubAnswer, ...types: EarningType[]) =>
  stub.earnings.filter((line) => types.includes(line.type)).reduce((total, line) => total + line.amount, 0);

export function stubFigures(stub: PayStubAnswer): StubFigures {
  return {
    regularMs: stub.regularMs,
    overtimeMs: stub.overtimeMs,
    wages: sumOf(stub, "regular", "salary"),
    overtime: sumOf(stub, "overtime"),
    commissions: sumOf(stub, "commission"),
    tips: sumOf(stub, "tips"),
    other: sumOf(stub, "bonus", "adjustment"),
  };
}
