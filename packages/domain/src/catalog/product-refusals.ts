import { refusalTable } from "../api/refusal";

/** Every refusal of the product catalog, with its code ("product.<name>"); the server throws these. */
export const productRefusals = refusalTable("product", {
  notFound: { kind: "notFound", message: "This product does not exist or was deleted." },
  codeTaken: { kind: "conflict", field: "product.code", message: (code: string, name: string) => `The code ${code} is already used by ${name}.` },
  /** Two saves with the same code at once: the index refused the second, whose holder is not known. */
  codeTakenMeanwhile: { kind: "conflict", field: "product.code", message: "This code is already used by another product." },
  comboPartMissing: { kind: "invalid", field: "product.comboItems", message: "A product in this combo does not exist or was deleted." },
  comboInCombo: { kind: "invalid", field: "product.comboItems", message: "A combo can't contain another combo." },
  inCombo: { kind: "conflict", message: (combo: string) => `This product is part of the combo ${combo}. Remove it from the combo first.` },
  imageUnknown: { kind: "invalid", field: "product.image", message: "The picture is not a file uploaded here: choose it again." },
  imageWrongPlace: {
    kind: "invalid",
    field: "product.image",
    message: "This file was uploaded for something else, not as a product picture: choose the picture again.",
  },
});
