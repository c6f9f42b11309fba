/** The validation messages of docs/product.md §5 and §8, word for word: users and tests see exactly these. */
export const messages = {
  required: "Field is required!",
  noSpace: "No Space is accepted!",
  onlyNumber: "Only Number!",
  mustNumber: "Must Number!",
  minAmountOne: "Minimum 1 !",
  minPositive: "Negative amount is not acceptable!",
  min0001: "Minimum 0.001 !",
  min001: "Minimum 0.01 !",
  email: "Not a valid email!",
  ein: "Not a valid EIN!",
  website: "Not a valid website!",
  phone: "Not a valid Phone!",
  notFraction: "Can't be Fraction!",
  fraction: "Must be 2 Decimal Fraction!",
  monthAndDate: "Required valid month and date!",
  vehicleBlank: "Vehicle can't be blank!",
  categoryRequired: "Category is required!",
} as const;
export type ValidationMessage = (typeof messages)[keyof typeof messages];
