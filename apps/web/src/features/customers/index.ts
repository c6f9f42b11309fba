export { AddCustomerDialog } from "./add-customer-dialog";
export { customerPath } from "./customer-list-table";
