import { refusalTable } from "../api/refusal";

/** Every refusal of vendors, with its code ("vendor.<name>"); the server throws these. */
export const vendorRefusals = refusalTable("vendor", {
  notFound: { kind: "notFound", message: "This vendor does not exist or was deleted." },
});
