/**
 * Where a customer may pay their account online, for the statement's "Pay online" line. None yet:
 * paying by link comes with its own feature, and the statement leaves the line out meanwhile.
 */
export async function accountPaymentLink(_customerId: string): Promise<string | null> {
  return null;
}
