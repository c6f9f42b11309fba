import { Alert, Center, Loader } from "@mantine/core";
import { can, ItemKind } from "@washdesk/domain";
import { useEffect } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { DeleteProductButton } from "./delete-product-button";
import { ProductForm } from "./product-form";
import { productBody, productFormValues, type ProductFormValues } from "./product-form-values";
import { useUpdateProduct } from "./product-mutations";
import { useProduct } from "./product-queries";
import { saveProgress } from "./save-progress";
import { useProductImageUpload } from "./upload-product-image";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** docs/product.md §2 /products/edit/:productID?pn=: the product form filled in; a chosen picture is uploaded first; after a save, back to the list. */
export default function EditProductPage() {
  const { productID: id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const group = useSessionStore(sessionSelectors.group);
  const validId = UUID.test(id);
  const query = useProduct(id, validId);
  const update = useUpdateProduct(id);
  const { imageToSend, uploading } = useProductImageUpload();
  const navigate = useNavigate();
  const name = query.data?.name;

  // The title reads ?pn=; a bare link (or a stale name) follows the saved name.
  useEffect(() => {
    if (name && params.get("pn") !== name) setParams({ pn: name }, { replace: true });
  }, [name, params, setParams]);

  if (!validId || query.isError) {
    return (
      <Alert color="red" variant="light" title="Product not available">
        {query.error?.message ?? "This product does not exist or was deleted."}
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading product" />
      </Center>
    );
  }

  const product = query.data;
  const initialValues = productFormValues(product);
  const save = async (values: ProductFormValues) => {
    // An untouched count is left out, so sales rung up while the form was open keep their effect.
    const keepStock = product.kind === ItemKind.Standard && values.stock.trim() === initialValues.stock;
    // A chosen picture is uploaded first; its URL then goes with the product (docs/product.md §4).
    const image = await imageToSend(values.imageFile, values.image);
    await update.mutateAsync(productBody({ ...values, image }, { keepStock }));
    void navigate("/products");
  };

  return (
    <ProductForm
      // A new copy from the server (a realtime hint) starts the form over only when it is a new product.
      key={product.id}
      initialValues={initialValues}
      productId={product.id}
      onSave={save}
      saving={uploading || update.isPending}
      progress={saveProgress(uploading, update.isPending)}
      actions={can(group, "products.delete") ? <DeleteProductButton product={product} /> : null}
    />
  );
}
