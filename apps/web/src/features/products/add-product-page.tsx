import { useNavigate } from "react-router";
import { ProductForm } from "./product-form";
import { emptyProductValues, productBody, type ProductFormValues } from "./product-form-values";
import { useCreateProduct } from "./product-mutations";
import { saveProgress } from "./save-progress";
import { useProductImageUpload } from "./upload-product-image";

/** docs/product.md §2 /products/new: the product form; a chosen picture is uploaded first; after a save, back to the list. */
export default function AddProductPage() {
  const create = useCreateProduct();
  const { imageToSend, uploading } = useProductImageUpload();
  const navigate = useNavigate();

  const save = async (values: ProductFormValues) => {
    const image = await imageToSend(values.imageFile, values.image);
    await create.mutateAsync(productBody({ ...values, image }));
    void navigate("/products");
  };

  return (
    <ProductForm
      initialValues={emptyProductValues()}
      onSave={save}
      saving={uploading || create.isPending}
      progress={saveProgress(uploading, create.isPending)}
    />
  );
}
