/** Words of the catalog rules that docs/product.md does not give (docs/product.md §5 has the shared ones). */
export const catalogMessages = {
  image: "Upload the picture here: a web address or another path can't be a product image.",
  percentMax: "Maximum 100 !",
  discountOverPrice: "Discount can't be more than the price!",
  vehiclePricesServiceOnly: "Only services have prices per vehicle type.",
  stockStandardOnly: "Only standard products keep stock.",
  comboItemsRequired: "A combo needs at least one product!",
  comboItemsComboOnly: "Only combos contain products.",
  comboItemTwice: "Each product can be in a combo only once.",
  positionRange: "A place on the counter is from 1 to 9999.",
  reportRoleServiceOnly: "Only services and combos count as a package or an add-on.",
  durationRange: "Enter a length in steps of 15 minutes, up to 12 hours, or leave it empty.",
  durationServiceOnly: "Only services and combos take time in a bay.",
  durationForBooking: "Set how long it takes before offering it for online booking.",
} as const;
