/** Under "customers": a realtime hint about the customer (a charge, a payment) refetches the account. */
export const houseAccountKeys = {
  detail: (customerId: string) => ["customers", "account", customerId] as const,
};
