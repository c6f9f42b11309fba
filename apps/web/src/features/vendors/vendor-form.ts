import { normalizePhone, vendorInputSchema, type Vendor, type VendorInput } from "@washdesk/domain";
import { zodResolver } from "../../components/zod-form";

/** The Add Vendor dialog's fields (docs/product.md §2 dialog 6); the phone is the masked "### ### ####" text. */
export type VendorFormValues = Required<VendorInput>;

export function emptyVendorValues(): VendorFormValues {
  return { company: "", representative: "", email: "", phone: "", website: "", address: "", city: "", state: "", zip: "", notes: "" };
}

/** Ten stored digits as the phone field's mask shows them: "5551234567" → "555 123 4567". */
export function maskedVendorPhone(stored: string): string {
  const digits = normalizePhone(stored);
  return digits ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : stored;
}

export function vendorFormValues(vendor: Vendor): VendorFormValues {
  const { company, representative, email, phone, website, address, city, state, zip, notes } = vendor;
  return { company, representative, email, phone: maskedVendorPhone(phone), website, address, city, state, zip, notes };
}

/** The domain's vendor rules, so the dialog shows the messages of docs/product.md before anything is sent. */
export const validateVendor = zodResolver(vendorInputSchema);
