export { AddCustomerDialog } from "./add-customer-dialog";
export { customerPath } from "./customer-list-table";
export { useCustomer } from "./customer-queries";
