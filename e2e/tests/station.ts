import { expect, type Page } from "@playwright/test";
import { storedToken } from "./sign-in";

const clientHeader = { "x-security-token": "washdesk-client" };

/**
 * Makes this browser the station of an open drawer of the demo shop, as choosing it on Open
 * Register does: cash taken anywhere belongs to the station's open drawer session.
 */
export async function attachStationToOpenDrawer(page: Page): Promise<string> {
  const token = await storedToken(page);
  const answer = await page.request.get("/api/registers", { headers: { ...clientHeader, authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const { body } = (await answer.json()) as { body: { id: string; name: string; openSession: unknown }[] };
  const open = body.find((register) => register.openSession !== null);
  expect(open, "an open drawer in the demo shop").toBeTruthy();
  await page.evaluate((id) => localStorage.setItem("washdesk.station.registerId", id), open!.id);
  return open!.name;
}
