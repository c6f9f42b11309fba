import { refusalTable } from "../api/refusal";
import { quotesMessages } from "./quote-rules";

/** Every refusal of quotes: the words the server answers with and its code ("quote.<name>"). */
export const quoteRefusals = refusalTable("quote", {
  notFound: { kind: "notFound", message: "This quote does not exist or was deleted." },
  productGone: { kind: "conflict", message: "A product on this quote no longer exists. Edit the quote's lines first." },
  converted: { kind: "conflict", message: "This quote was already converted to a sale; it can't change any more." },
  cancelled: { kind: "conflict", message: "This quote was cancelled; it can't change any more." },
  alreadyConverted: {
    kind: "conflict",
    message: (saleNumber: number | null) =>
      saleNumber === null ? "This quote was already converted to a sale." : `This quote was already converted to sale #${saleNumber}.`,
  },
  emailMissing: { kind: "invalid", message: quotesMessages.emailMissing },
  phoneMissing: { kind: "invalid", message: quotesMessages.phoneMissing },
});
