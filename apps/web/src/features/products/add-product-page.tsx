import { useNavigate } from "react-router";
import { ProductForm } from "./product-form";
import { emptyProductValues, productBody, type ProductFormValues } from "./product-form-values";
import { useCreateProduct } from "./product-mutations";

/** SPEC §2 /products/new: the product form; after a save, back to the list. */
export default function AddProductPage() {
  const create = useCreateProduct();
  const navigate = useNavigate();

  const save = async (values: ProductFormValues) => {
    await create.mutateAsync(productBody(values));
    void navigate("/products");
  };

  return <ProductForm initialValues={emptyProductValues()} onSave={save} saving={create.isPending} />;
}
