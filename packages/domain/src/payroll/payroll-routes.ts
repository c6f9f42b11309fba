import { defineRoutes } from "../api/route-contract";

/**
 * Payroll (docs/product.md §2 /payroll, /payroll/employees, /payroll/paymentDates,
 * /payroll/employees/:employee; §6 payroll.*). Paying and voiding move money: they carry an
 * Idempotency-Key. Only a draft is deleted; a paid run is voided with a reason.
 */
export const payrollRoutes = defineRoutes({
  preview: { method: "GET", path: "/api/payroll/preview", access: ["payroll.list"] },
  createRun: { method: "POST", path: "/api/payroll/runs", access: ["payroll.pay"] },
  runs: { method: "GET", path: "/api/payroll/runs", access: ["payroll.list"] },
  run: { method: "GET", path: "/api/payroll/runs/:id", access: ["payroll.list"] },
  payRun: { method: "POST", path: "/api/payroll/runs/:id/pay", access: ["payroll.pay"], idempotent: true },
  deleteRun: { method: "DELETE", path: "/api/payroll/runs/:id", access: ["payroll.delete"] },
  voidRun: { method: "POST", path: "/api/payroll/runs/:id/void", access: ["payroll.pay"], idempotent: true },
  exportRun: { method: "GET", path: "/api/payroll/runs/:id/export.csv", access: ["payroll.list"] },
  employees: { method: "GET", path: "/api/payroll/employees", access: ["payroll.list"] },
  employee: { method: "GET", path: "/api/payroll/employees/:id", access: ["payroll.details"] },
  commissionRules: { method: "GET", path: "/api/payroll/employees/:id/commission-rules", access: ["payroll.details"] },
  setCommissionRules: { method: "PUT", path: "/api/payroll/employees/:id/commission-rules", access: ["payroll.details"] },
  deductions: { method: "GET", path: "/api/payroll/employees/:id/deductions", access: ["payroll.details"] },
  setDeductions: { method: "PUT", path: "/api/payroll/employees/:id/deductions", access: ["payroll.details"] },
  emailStub: { method: "POST", path: "/api/payroll/runs/:id/stubs/:employeeId/email", access: ["payroll.details"] },
  tipAssignment: { method: "GET", path: "/api/payroll/tip-assignments/:date", access: ["payroll.pay"] },
  setTipAssignment: { method: "PUT", path: "/api/payroll/tip-assignments/:date", access: ["payroll.pay"] },
  bonuses: { method: "GET", path: "/api/payroll/employees/:id/bonuses", access: ["payroll.details"] },
  addBonus: { method: "POST", path: "/api/payroll/employees/:id/bonuses", access: ["payroll.details"], idempotent: true },
  removeBonus: { method: "DELETE", path: "/api/payroll/employees/:id/bonuses/:bonusId", access: ["payroll.details"] },
  paymentDates: { method: "GET", path: "/api/payroll/payment-dates", access: ["payroll.list"] },
});
