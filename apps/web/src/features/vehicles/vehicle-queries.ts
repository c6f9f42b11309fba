import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { MAKE_SEARCH_MIN_LENGTH, vehicleRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import { YEAR_LENGTH } from "./vehicle-form";

/** Typing pauses this long before a lookup, so one word is one request rather than one per key. */
const LOOKUP_DEBOUNCE_MS = 250;

export const vehicleKeys = {
  makes: (text: string) => ["vehicles", "makes", text] as const,
  models: (make: string, year: string) => ["vehicles", "models", make, year] as const,
};

/** Make suggestions, asked for only once the text is longer than one character (docs/product.md §5, §9). */
export function useVehicleMakes(typed: string): string[] {
  const [text] = useDebouncedValue(typed.trim(), LOOKUP_DEBOUNCE_MS);
  const enabled = text.length >= MAKE_SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: vehicleKeys.makes(text.toLowerCase()),
    queryFn: async ({ signal }) => (await call(vehicleRoutes.makes, { query: { text }, silent: true, signal })).results,
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  return enabled ? (query.data ?? []) : [];
}

/** The models of a make and year, loaded when the year has four characters and a make is set (docs/product.md §5). */
export function useVehicleModels(make: string, year: string) {
  const [debouncedMake] = useDebouncedValue(make.trim(), LOOKUP_DEBOUNCE_MS);
  const enabled = year.length === YEAR_LENGTH && debouncedMake !== "";
  const query = useQuery({
    queryKey: vehicleKeys.models(debouncedMake.toLowerCase(), year),
    queryFn: async ({ signal }) => call(vehicleRoutes.models, { query: { make: debouncedMake, year }, silent: true, signal }),
    enabled,
    staleTime: 30 * 60_000,
  });
  return { models: enabled ? (query.data?.results ?? []) : [], loading: enabled && query.isFetching };
}
