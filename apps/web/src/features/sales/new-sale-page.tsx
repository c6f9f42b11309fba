import { SaleEditor } from "./sale-editor";

/** docs/product.md §2 /sales/new: ring up a sale. */
export default function NewSalePage() {
  return <SaleEditor />;
}
