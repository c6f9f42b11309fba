import { registerRoutes, type Register } from "@washdesk/domain";
import { call } from "../../api/call";

// The registers' request on its own, without the query library: the POS asks for it at the app's
// start, beside the session (see routes.tsx).

/** GET /api/registers: every drawer, each with its open session. */
export async function fetchRegisters(options: { signal?: AbortSignal; silent?: boolean } = {}): Promise<Register[]> {
  return call(registerRoutes.list, options);
}
