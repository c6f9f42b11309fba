import { z } from "zod";

// The answer of NHTSA vPIC's getmodelsformakeyear (docs/product.md §7): only the fields used here.
const vpicModelsSchema = z.object({
  Results: z.array(z.object({ Make_Name: z.string().nullish(), Model_Name: z.string().nullish() })).default([]),
});

/**
 * Model names of a make and model year from the vehicle-data service, keeping only entries whose
 * make name matches exactly (case aside), as docs/product.md §7 says. Throws when the service does not answer
 * within `timeoutMs` or answers something else than its documented JSON.
 */
export async function fetchModelsForMakeYear(baseUrl: string, make: string, year: string, timeoutMs: number): Promise<string[]> {
  const url = `${baseUrl}/getmodelsformakeyear/make/${encodeURIComponent(make)}/modelyear/${encodeURIComponent(year)}?format=json`;
  // The signal covers the body too: a service that starts answering and then stalls is cut off as well.
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`vehicle-data service answered HTTP ${response.status}`);
  const { Results } = vpicModelsSchema.parse(await response.json());
  const wanted = make.trim().toLowerCase();
  const models = Results.filter((r) => r.Make_Name?.trim().toLowerCase() === wanted)
    .map((r) => r.Model_Name?.trim() ?? "")
    .filter((name) => name !== "");
  return uniqueSorted(models);
}

/** Distinct names, case-insensitively, in alphabetical order. */
export function uniqueSorted(names: Iterable<string>): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true }));
}
