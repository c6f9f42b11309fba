import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useDeleteProduct } from "./product-mutations";

/** Deletes after a confirmation; past sales keep the product (the server soft-deletes). */
export function DeleteProductButton({ product }: { product: { id: string; name: string } }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProduct(product.id);
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch {
      return; // The API client has said why (a combo still bundles it, say); the product is still there.
    }
    setConfirming(false);
    void navigate("/products", { replace: true });
  };

  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
        Delete product
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete product"
        closeOnClickOutside={false}
        closeOnEscape={false}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack>
          <Text>Delete {product.name}? Past sales keep it.</Text>
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
