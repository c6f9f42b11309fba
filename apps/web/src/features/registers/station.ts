import { useSyncExternalStore } from "react";

// Which drawer this device is. The choice belongs to the tablet at the counter, not to whoever signs
// in on it, so it lives in the device's storage rather than on the server.
const STATION_KEY = "washdesk.station.registerId";
const listeners = new Set<() => void>();

export function readStationRegisterId(): string | null {
  try {
    return localStorage.getItem(STATION_KEY);
  } catch {
    return null;
  }
}

export function setStationRegisterId(id: string | null): void {
  try {
    if (id) localStorage.setItem(STATION_KEY, id);
    else localStorage.removeItem(STATION_KEY);
  } catch {
    // Private browsing may refuse storage; the choice then lasts until the page reloads.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STATION_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The register this device is, or null before one is chosen. */
export const useStationRegisterId = () => useSyncExternalStore(subscribe, readStationRegisterId, () => null);
