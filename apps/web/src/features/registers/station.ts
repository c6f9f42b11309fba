import { useSyncExternalStore } from "react";
import { restoreSession } from "../../session/restore-session";
import { readStationRegisterId, STATION_KEY } from "./station-storage";

export { readStationRegisterId } from "./station-storage";

const listeners = new Set<() => void>();

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

/**
 * Makes this device sell into another drawer: the choice is stored, and the session asked again
 * because its registerIsOpened answers for this device's drawer.
 */
export function chooseStationRegister(id: string | null): void {
  setStationRegisterId(id);
  restoreSession().catch(() => undefined);
}
