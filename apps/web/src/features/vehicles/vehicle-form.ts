import { useForm, type FormErrors } from "@mantine/form";
import { colorNameFromHex, DEFAULT_COLOR_CODE, vehicleFormSchema } from "@washdesk/domain";
import type { VehicleDraft } from "./vehicle-draft";

/** What the vehicle fields hold while someone types: type is null until one is chosen. */
export interface VehicleFormValues {
  year: string;
  make: string;
  model: string;
  type: string | null;
  colorCode: string;
  tag: string;
}

/** docs/product.md §3/§9: the year starts at "20" (the century typed for you) and is "2020" after a save. */
export const yearWhileEditing = "20";
export const yearAfterSave = "2020";
/** docs/product.md §9: the year field is four characters. */
export const YEAR_LENGTH = 4;

export function emptyVehicleValues(year: string = yearWhileEditing): VehicleFormValues {
  return { year, make: "", model: "", type: null, colorCode: DEFAULT_COLOR_CODE, tag: "" };
}

export function vehicleFormValues(vehicle: VehicleDraft): VehicleFormValues {
  const { year, make, model, type, colorCode, tag } = vehicle;
  return { year, make, model, type, colorCode, tag };
}

/** The domain's vehicle rules, so the dialog shows the messages the server would answer with. */
export function validateVehicle(values: VehicleFormValues): FormErrors {
  const result = vehicleFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".");
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The checked vehicle, trimmed, with the colour name derived from its code (docs/product.md §3). */
export function vehicleDraftFrom(values: VehicleFormValues): VehicleDraft {
  const parsed = vehicleFormSchema.parse(values);
  return {
    type: parsed.type,
    make: parsed.make,
    model: parsed.model,
    year: parsed.year,
    colorCode: parsed.colorCode,
    color: colorNameFromHex(parsed.colorCode),
    tag: parsed.tag,
  };
}

export function useVehicleForm(initialValues: VehicleFormValues) {
  return useForm<VehicleFormValues>({ mode: "controlled", initialValues, validate: validateVehicle });
}

export type VehicleForm = ReturnType<typeof useVehicleForm>;
