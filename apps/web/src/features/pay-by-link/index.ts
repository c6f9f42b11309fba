// What other features use of payment links: the send dialog on a sale.
export { PayLinkDialog } from "./pay-link-dialog";
