// What other features use of the settings screens: whether the payment profile has its keys.
export { usePaymentProfileSettings } from "./payment-profile-queries";
