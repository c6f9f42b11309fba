export { AddCustomerDialog } from "./add-customer-dialog";
