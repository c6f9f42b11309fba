import { QuoteEditor } from "./quote-editor";

/** /quotes/new: write a quote. */
export default function NewQuotePage() {
  return <QuoteEditor />;
}
