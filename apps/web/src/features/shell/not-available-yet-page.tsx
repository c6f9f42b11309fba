import { NotAvailableYet } from "../../components/not-available-yet";

/** The page of every route whose screen is still to come; the layout shows its real title above. */
export default function NotAvailableYetPage() {
  return <NotAvailableYet />;
}
