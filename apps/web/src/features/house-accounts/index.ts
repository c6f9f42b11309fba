// What other features use of house accounts: the profile's account section, the sale page's
// charge button, and at the counter the account of the cart's customer and the charge itself.
export { HouseAccountSection } from "./house-account-section";
export { ChargeSaleButton } from "./charge-sale-button";
export { useHouseAccount } from "./house-account-queries";
export { useChargeNewSale } from "./house-account-mutations";
