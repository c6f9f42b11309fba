import { useNavigate } from "react-router";
import { DeleteButton } from "../../components/confirm-delete-dialog";
import { useDeleteCustomer } from "./customer-mutations";

/** Deletes after a confirmation; the customer's past sales stay intact (the server soft-deletes). */
export function DeleteCustomerButton({ customer }: { customer: { id: string; name: string } }) {
  const remove = useDeleteCustomer(customer.id);
  const navigate = useNavigate();
  return (
    <DeleteButton label="Delete customer" onDelete={() => remove.mutateAsync()} onDeleted={() => void navigate("/customers", { replace: true })}>
      Delete {customer.name}? Their past sales stay intact.
    </DeleteButton>
  );
}
