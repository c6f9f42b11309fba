import type { ModelResults } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { catalogMakes, catalogModels } from "./vehicle-catalog";
import { fetchModelsForMakeYear, uniqueSorted } from "./vehicle-data-client";
import * as repo from "./vehicles.repository";

const MAKE_RESULTS = 20;
/** A model list fetched once is good for a month; an empty one (a year not yet listed) for a day. */
const CACHE_TTL_MS = 30 * 24 * 3_600_000;
const EMPTY_CACHE_TTL_MS = 24 * 3_600_000;
/** After a failed lookup the service is left alone this long, so an offline shop does not wait on every call. */
const COOL_OFF_MS = 60_000;

/**
 * Make suggestions: the bundled catalog (any part of the name) plus makes already saved on vehicles
 * (start of the name, which an index serves at any size). Names that start with the text come first.
 */
export async function searchMakes(deps: AppDeps, text: string): Promise<string[]> {
  const needle = text.trim().toLowerCase();
  const saved = await repo.findSavedMakes(deps.db, needle, MAKE_RESULTS);
  const fromCatalog = catalogMakes.filter((make) => make.toLowerCase().includes(needle));
  // The catalog's spelling wins over a typed one ("BMW" over "bmw"): it comes first into uniqueSorted.
  const all = uniqueSorted([...fromCatalog, ...saved]);
  const startsWith = all.filter((make) => make.toLowerCase().startsWith(needle));
  const elsewhere = all.filter((make) => !make.toLowerCase().startsWith(needle));
  return [...startsWith, ...elsewhere].slice(0, MAKE_RESULTS);
}

/** Per server process: when each vehicle-data base URL may be tried again, and lookups under way. */
const coolOffUntil = new Map<string, number>();
const inFlight = new Map<string, Promise<string[]>>();

/**
 * Models of a make and year. ARCHITECTURE says a request never calls an outside service; the
 * customers issue asks for this live lookup, so it is kept bounded instead: a short timeout, one
 * fetch per (make, year) ever (the answer is stored), concurrent asks share one fetch, a cool-off
 * after a failure, and the bundled catalog answers whenever the service does not.
 */
export async function modelsFor(deps: AppDeps, make: string, year: string): Promise<ModelResults> {
  const key = make.trim().toLowerCase();
  const now = deps.clock();
  const cached = await repo.findCachedModels(deps.db, key, year);
  if (cached) {
    const ttl = cached.models.length > 0 ? CACHE_TTL_MS : EMPTY_CACHE_TTL_MS;
    if (now.getTime() - cached.fetchedAt.getTime() < ttl) return { results: cached.models, source: "cache" };
  }

  const baseUrl = deps.config.vehicleDataUrl;
  let fetched: string[] | null = null;
  if ((coolOffUntil.get(baseUrl) ?? 0) <= now.getTime()) {
    try {
      fetched = await fetchShared(baseUrl, make.trim(), year, deps.config.vehicleDataTimeoutMs);
    } catch (error) {
      coolOffUntil.set(baseUrl, now.getTime() + COOL_OFF_MS);
      deps.log.warn({ err: error, make, year }, "vehicle-data service unreachable; answering from the offline catalog");
    }
  }
  if (fetched) {
    await repo.saveCachedModels(deps.db, key, year, fetched, now);
    return { results: fetched, source: "service" };
  }
  // A stale stored answer is still the service's own list: better than the catalog's guess.
  if (cached && cached.models.length > 0) return { results: cached.models, source: "cache" };
  return { results: [...catalogModels(make)], source: "offline" };
}

function fetchShared(baseUrl: string, make: string, year: string, timeoutMs: number): Promise<string[]> {
  const key = `${baseUrl}|${make.toLowerCase()}|${year}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = fetchModelsForMakeYear(baseUrl, make, year, timeoutMs).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
