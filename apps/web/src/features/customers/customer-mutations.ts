import { useMutation, useQueryClient } from "@tanstack/react-query";
import { customerRoutes, type CustomerCreate, type CustomerUpdate } from "@washdesk/domain";
import { call } from "../../api/call";
import { vehicleBody, type VehicleDraft } from "../vehicles";
import { customerKeys } from "./customer-keys";

/** Every customer change refetches every customer screen (lists, profiles, phone checks). */
function useRefreshCustomers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerKeys.all });
}

export function useCreateCustomer() {
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: async (customer: CustomerCreate) => call(customerRoutes.create, { body: { customer } }),
    onSuccess: refresh,
  });
}

export function useUpdateCustomer(id: string) {
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: async (customer: CustomerUpdate) => call(customerRoutes.update, { params: { id }, body: { customer } }),
    onSuccess: refresh,
  });
}

export function useDeleteCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await call(customerRoutes.delete, { params: { id } });
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
      call(customerRoutes.addVehicle, { params: { id: customerId }, body: { vehicle: vehicleBody(vehicle) } }),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: async ({ customerId, vehicleId, vehicle }: { customerId: string; vehicleId: string; vehicle: VehicleDraft }) =>
      call(customerRoutes.updateVehicle, { params: { id: customerId, vehicleId }, body: { vehicle: vehicleBody(vehicle) } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async ({ customerId, vehicleId }: { customerId: string; vehicleId: string }) => {
      await call(customerRoutes.deleteVehicle, { params: { id: customerId, vehicleId } });
    },
    onSuccess: refresh,
  });
  return { add, edit, remove };
}
