import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  fillPath,
  payrollRoutes,
  type BonusInput,
  type CommissionRulesInput,
  type DeductionsInput,
  type PayRun,
  type PayRunCreate,
  type PayRunPay,
} from "@washdesk/domain";
import { call } from "../../api/call";
import { downloadFile } from "../../api/api-client";
import { payrollKeys } from "./payroll-keys";

interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}

/** A run changed: its own answer is kept, and every list, preview and profile reads again. */
function useRunChanged() {
  const queryClient = useQueryClient();
  return (run?: PayRun) => {
    if (run) queryClient.setQueryData(payrollKeys.run(run.id), run);
    void queryClient.invalidateQueries({ queryKey: payrollKeys.all });
  };
}

export function useCreateRun() {
  const changed = useRunChanged();
  return useMutation({ mutationFn: async (body: PayRunCreate) => call(payrollRoutes.createRun, { body }), onSuccess: changed });
}

/** Paying moves money: one Idempotency-Key per intent, kept across retries (use-idempotency-key.ts). */
export function usePayRunMutation(id: string) {
  const changed = useRunChanged();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<PayRunPay>) => call(payrollRoutes.payRun, { params: { id }, body, idempotencyKey }),
    onSuccess: changed,
  });
}

export function useVoidRun(id: string) {
  const changed = useRunChanged();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<{ reason: string }>) => call(payrollRoutes.voidRun, { params: { id }, body, idempotencyKey }),
    onSuccess: changed,
  });
}

export function useDeleteRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => call(payrollRoutes.deleteRun, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: payrollKeys.run(id) });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.all });
    },
  });
}

/** The run as CSV, downloaded under the name the server gives. */
export function useExportRun() {
  return useMutation({
    mutationFn: async ({ id, start }: { id: string; start: string }) =>
      downloadFile(fillPath(payrollRoutes.exportRun.path, { id }) as `/api/${string}`, `payroll-${start}.csv`),
  });
}

export function useSetCommissionRules(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CommissionRulesInput) => call(payrollRoutes.setCommissionRules, { params: { id: employeeId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.profile(employeeId) }),
  });
}

export function useSetDeductions(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeductionsInput) => call(payrollRoutes.setDeductions, { params: { id: employeeId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.profile(employeeId) }),
  });
}

/** A bonus moves money: one Idempotency-Key per bonus entered, kept across retries. */
export function useAddBonus(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<BonusInput>) => call(payrollRoutes.addBonus, { params: { id: employeeId }, body, idempotencyKey }),
    onSuccess: (bonuses) => {
      queryClient.setQueryData(payrollKeys.bonuses(employeeId), bonuses);
      void queryClient.invalidateQueries({ queryKey: payrollKeys.all });
    },
  });
}

export function useRemoveBonus(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bonusId: string) => call(payrollRoutes.removeBonus, { params: { id: employeeId, bonusId } }),
    onSuccess: (bonuses) => {
      queryClient.setQueryData(payrollKeys.bonuses(employeeId), bonuses);
      void queryClient.invalidateQueries({ queryKey: payrollKeys.all });
    },
  });
}

/** Who shares a day's tips nobody tip-eligible was on the clock for; every preview reads again. */
export function useSetTipAssignment(businessDate: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (employeeIds: string[]) => call(payrollRoutes.setTipAssignment, { params: { date: businessDate }, body: { employeeIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}

/** A paid stub e-mailed again to the employee. */
export function useEmailStub() {
  return useMutation({
    mutationFn: async ({ runId, employeeId }: { runId: string; employeeId: string }) => call(payrollRoutes.emailStub, { params: { id: runId, employeeId } }),
  });
}
