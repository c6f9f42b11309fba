import { SaleEditor } from "./sale-editor";

/** SPEC §2 /sales/new: ring up a sale. */
export default function NewSalePage() {
  return <SaleEditor />;
}
