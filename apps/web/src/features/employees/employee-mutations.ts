import { useMutation, useQueryClient } from "@tanstack/react-query";
import { employeeRoutes, groupRoutes, type EmployeeInput, type EmployeeUpdate, type GroupInput, type GroupUpdate } from "@washdesk/domain";
import { call } from "../../api/call";
import { employeeKeys, groupKeys } from "./employee-keys";

/** Employees and groups show each other (a group's member count, an employee's group): a change refetches both. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: employeeKeys.all }), queryClient.invalidateQueries({ queryKey: groupKeys.all })]);
  };
}

export function useCreateEmployee() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: async (employee: EmployeeInput) => call(employeeRoutes.create, { body: { employee } }), onSuccess: refresh });
}

export function useUpdateEmployee(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (employee: EmployeeUpdate) => call(employeeRoutes.update, { params: { id }, body: { employee } }),
    onSuccess: refresh,
  });
}

export function useInviteEmployee(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: async () => call(employeeRoutes.invite, { params: { id } }), onSuccess: refresh });
}

export function useSaveGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, group }: { id: string | null; group: GroupInput & GroupUpdate }) =>
      id ? call(groupRoutes.update, { params: { id }, body: { group } }) : call(groupRoutes.create, { body: { group } }),
    onSuccess: refresh,
  });
}

export function useDeleteGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(groupRoutes.delete, { params: { id } });
    },
    onSuccess: refresh,
  });
}
