import { Alert, Center, Loader, Stack } from "@mantine/core";
import { useParams } from "react-router";
import { QuoteEditor } from "./quote-editor";
import { QuoteHeader } from "./quote-header";
import { QuotePrintArea } from "./quote-print-area";
import { useQuote } from "./quote-queries";

/** /quotes/:quoteID: one quote, changed, sent or converted while it is open or sent. */
export default function QuotePage() {
  const { quoteID = "" } = useParams();
  const query = useQuote(quoteID);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading quote" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title="Quote not available">
        {query.error.message}
      </Alert>
    );
  }

  const quote = query.data;
  return (
    <Stack gap="md">
      <QuoteHeader quote={quote} />
      {/* A saved change (or one made elsewhere) starts the form again from what the server holds. */}
      <QuoteEditor key={quote.updatedAt} quote={quote} />
      <QuotePrintArea quote={quote} />
    </Stack>
  );
}
