export { paidByLabel } from "./expense-labels";
