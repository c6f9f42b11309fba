import { useNavigate } from "react-router";
import { DeleteButton } from "../../components/confirm-delete-dialog";
import { useDeleteProduct } from "./product-mutations";

/**
 * Deletes after a confirmation; past sales keep the product (the server soft-deletes). A refusal (a
 * combo still bundles it, say) keeps the dialog open.
 */
export function DeleteProductButton({ product }: { product: { id: string; name: string } }) {
  const remove = useDeleteProduct(product.id);
  const navigate = useNavigate();
  return (
    <DeleteButton label="Delete product" onDelete={() => remove.mutateAsync()} onDeleted={() => void navigate("/products", { replace: true })}>
      Delete {product.name}? Past sales keep it.
    </DeleteButton>
  );
}
