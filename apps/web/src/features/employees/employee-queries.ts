import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { employeeRoutes, groupRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import { employeeKeys, groupKeys, type EmployeeListRequest } from "./employee-keys";

export function useEmployeeList(query: EmployeeListRequest) {
  return useQuery({
    queryKey: employeeKeys.list(query),
    queryFn: async ({ signal }) => call(employeeRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployee(id: string) {
  return useQuery({ queryKey: employeeKeys.one(id), queryFn: async ({ signal }) => call(employeeRoutes.get, { params: { id }, signal }) });
}

export function useGroups() {
  return useQuery({ queryKey: groupKeys.all, queryFn: async ({ signal }) => call(groupRoutes.list, { signal }) });
}
