/** Words of the sales rules that the spec does not give (SPEC §5 has the shared ones). */
export const salesMessages = {
  linesRequired: "Add at least one product!",
  customerForVehicle: "Choose the customer this vehicle belongs to.",
  tenderedTooLow: "The amount tendered can't be less than the amount and tip!",
  tenderedCashOnly: "Only cash payments have an amount tendered.",
  refundLinesOrAmount: "Refund either some lines or an amount, not both.",
  voidIsWhole: "A void gives back the whole sale: leave out lines, amount and payment.",
  expectedAmountRequired: "Send the total shown (expectedAmount) when lines or the vehicle change.",
  dateFormat: "Use the date format YYYY-MM-DD.",
} as const;
