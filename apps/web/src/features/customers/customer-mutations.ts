import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Customer, CustomerCreate, CustomerUpdate, Vehicle } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { vehicleBody, type VehicleDraft } from "../vehicles/vehicle-draft";
import { customerKeys } from "./customer-keys";

/** Every customer change refetches every customer screen (lists, profiles, phone checks). */
function useRefreshCustomers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerKeys.all });
}

export function useCreateCustomer() {
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: async (customer: CustomerCreate) => (await api.post<Customer>("/customers", { body: { customer } })).body,
    onSuccess: refresh,
  });
}

export function useUpdateCustomer(id: string) {
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: async (customer: CustomerUpdate) => (await api.patch<Customer>(`/customers/${id}`, { body: { customer } })).body,
    onSuccess: refresh,
  });
}

export function useDeleteCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.delete<null>(`/customers/${id}`);
    },
    onSuccess: async () => {
      // The profile is gone: drop it rather than refetch a 404.
      queryClient.removeQueries({ queryKey: customerKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}

/** Add, edit and delete a saved customer's vehicles through the vehicle routes. */
export function useVehicleMutations() {
  const refresh = useRefreshCustomers();
  const add = useMutation({
    mutationFn: async ({ customerId, vehicle }: { customerId: string; vehicle: VehicleDraft }) =>
      (await api.post<Vehicle>(`/customers/${customerId}/vehicles`, { body: { vehicle: vehicleBody(vehicle) } })).body,
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: async ({ customerId, vehicleId, vehicle }: { customerId: string; vehicleId: string; vehicle: VehicleDraft }) =>
      (await api.patch<Vehicle>(`/customers/${customerId}/vehicles/${vehicleId}`, { body: { vehicle: vehicleBody(vehicle) } })).body,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async ({ customerId, vehicleId }: { customerId: string; vehicleId: string }) => {
      await api.delete<null>(`/customers/${customerId}/vehicles/${vehicleId}`);
    },
    onSuccess: refresh,
  });
  return { add, edit, remove };
}
