import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useDeleteCustomer } from "./customer-mutations";

/** Deletes after a confirmation; the customer's past sales stay intact (the server soft-deletes). */
export function DeleteCustomerButton({ customer }: { customer: { id: string; name: string } }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCustomer(customer.id);
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch {
      return; // The API client has said why; the customer is still there.
    }
    setConfirming(false);
    void navigate("/customers", { replace: true });
  };

  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
        Delete customer
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete customer"
        closeOnClickOutside={false}
        closeOnEscape={false}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack>
          <Text>Delete {customer.name}? Their past sales stay intact.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
