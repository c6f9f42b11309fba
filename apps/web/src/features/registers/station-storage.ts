// Which drawer this device is. The choice belongs to the tablet at the counter, not to whoever signs
// in on it, so it lives in the device's storage rather than on the server. Read here without React:
// the boot script (boot/boot.ts) asks for the session of this register before the app has loaded.

export const STATION_KEY = "washdesk.station.registerId";

export function readStationRegisterId(): string | null {
  try {
    return localStorage.getItem(STATION_KEY);
  } catch {
    return null;
  }
}
