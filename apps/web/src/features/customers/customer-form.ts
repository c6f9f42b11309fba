import type { FormErrors } from "@mantine/form";
import {
  customerCreateSchema,
  customerUpdateSchema,
  normalizePhone,
  titleCase,
  type Customer,
  type CustomerCreate,
  type CustomerUpdate,
} from "@washdesk/domain";
import type { z } from "zod";
import { vehicleBody, type VehicleDraft } from "../vehicles";

/** The customer dialog's and profile's fields; the phone is the masked "### ### ####" text. */
export interface CustomerFormValues {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  note: string;
  isVip: boolean;
  alert: { sms: boolean; email: boolean; noReviewSms: boolean };
  vehicles: VehicleDraft[];
}

export function emptyCustomerValues(): CustomerFormValues {
  return {
    name: "",
    phone: "",
    email: "",
    address: "",
    city: "",
    state: "",
    zip: "",
    note: "",
    isVip: false,
    alert: { sms: false, email: false, noReviewSms: false },
    vehicles: [],
  };
}

/** Ten stored digits as the phone field's mask shows them: "5551234567" → "555 123 4567". */
export function maskedPhone(stored: string): string {
  const digits = normalizePhone(stored);
  return digits ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : stored;
}

export function customerFormValues(customer: Customer): CustomerFormValues {
  return {
    name: customer.name,
    phone: maskedPhone(customer.phone),
    email: customer.email,
    address: customer.address,
    city: customer.city,
    state: customer.state,
    zip: customer.zip,
    note: customer.note,
    isVip: customer.isVip,
    alert: { ...customer.alert },
    vehicles: customer.vehicles,
  };
}

/** The first message per field, keyed as Mantine forms expect ("alert.sms", "vehicles"). */
function errorsOf(result: z.ZodSafeParseResult<unknown>): FormErrors {
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".");
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** docs/product.md §4 customer save: the name title-cased per word, the vehicles without their display-only colour name. */
export function customerCreateBody(values: CustomerFormValues): CustomerCreate {
  return { ...values, name: titleCase(values.name), vehicles: values.vehicles.map(vehicleBody) };
}

/** The profile's changes: contact details, VIP and alerts (vehicles have their own routes). */
export function customerUpdateBody(values: CustomerFormValues): CustomerUpdate {
  const { vehicles: _vehicles, ...contact } = values;
  return { ...contact, name: titleCase(values.name) };
}

/** The domain's customer rules, so the dialog shows the messages of docs/product.md before anything is sent. */
export const validateCustomerCreate = (values: CustomerFormValues) => errorsOf(customerCreateSchema.safeParse(customerCreateBody(values)));

export const validateCustomerUpdate = (values: CustomerFormValues) => errorsOf(customerUpdateSchema.safeParse(customerUpdateBody(values)));
