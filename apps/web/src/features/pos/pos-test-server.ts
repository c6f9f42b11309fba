import {
  defaultPaymentProfile,
  headers,
  type CustomerPage,
  type PaymentProfile,
  type ProductSearchAnswer,
  type ProductSearchResult,
  type Register,
  type SalePage,
  type TileColours,
} from "@washdesk/domain";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { deluxeWash, jane, makeSale } from "../sales/sale-test-data";

// The server of the POS component tests: one register, one wash, Jane, and the sales answers.

export const REGISTER_ID = "5a1e0000-0000-4000-8000-0000000000e1";
export const SESSION_ID = "5a1e0000-0000-4000-8000-0000000000f1";

export function frontRegister(open = true): Register {
  return {
    id: REGISTER_ID,
    name: "Front counter",
    openSession: open ? { id: SESSION_ID, number: 12, openedAt: "2025-03-05T13:00:00.000Z", openedBy: { id: "u-1", name: "Casey Counter" } } : null,
  };
}

export interface SentSale {
  body: Record<string, unknown>;
  key: string | null;
}

export interface PosServerOptions {
  /** Whether the register is open, asked at each read of the registers. */
  registerOpen?: boolean | (() => boolean);
  /** Answers POST /api/sales per attempt (1, 2, …); by default sale #7. */
  create?: (attempt: number) => Response | Promise<Response>;
  salePage?: SalePage;
  /** The shop's tip presets; by default 15, 20 and 25 %. */
  paymentProfile?: PaymentProfile;
  /** Every drawer, asked at each read; by default the front counter alone (open per registerOpen). */
  registers?: () => Register[];
  /** The tiles answered; by default the Deluxe Wash alone. */
  tiles?: ProductSearchResult[];
  /** The category colours of the tiles; by default none. */
  tileColours?: TileColours;
  /** Answers a request first when it returns a response (open tickets and their moves). */
  answer?: (pathname: string, method: string, init: RequestInit) => Response | Promise<Response> | undefined;
}

export function mockPosServer(options: PosServerOptions = {}) {
  const posts: SentSale[] = [];
  const listQueries: URLSearchParams[] = [];
  const searches: URLSearchParams[] = [];
  const fetchMock = mockFetch(async (url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    const method = init.method ?? "GET";
    const answered = options.answer?.(pathname, method, init);
    if (answered) return answered;
    if (pathname === "/api/sales/tickets" && method === "GET") return jsonResponse(envelope({ items: [], total: 0, page: 1, pageSize: 50 }));
    if (pathname === "/api/registers") {
      const open = typeof options.registerOpen === "function" ? options.registerOpen() : (options.registerOpen ?? true);
      return jsonResponse(envelope(options.registers ? options.registers() : [frontRegister(open)]));
    }
    if (pathname === "/api/settings/payment-profile") return jsonResponse(envelope(options.paymentProfile ?? defaultPaymentProfile));
    if (pathname === "/api/products/categories") return jsonResponse(envelope(["Add-ons", "Washes"]));
    if (pathname === "/api/settings/tile-colours") return jsonResponse(envelope(options.tileColours ?? { colours: [] }));
    if (pathname === "/api/search/product") {
      searches.push(searchParams);
      const results = options.tiles ?? [deluxeWash];
      const answer: ProductSearchAnswer = { count: results.length, results };
      return jsonResponse(envelope(answer));
    }
    if (pathname === "/api/customers") {
      const page: CustomerPage = { items: [jane], total: 1, page: 1, pageSize: 10 };
      return jsonResponse(envelope(page));
    }
    if (pathname === "/api/sales" && method === "POST") {
      posts.push({ body: JSON.parse(String(init.body)) as Record<string, unknown>, key: headerOf(init, headers.idempotencyKey) });
      if (options.create) return options.create(posts.length);
      return jsonResponse(envelope(makeSale({ registerSessionId: SESSION_ID }), { message: "Sale saved." }));
    }
    if (pathname === "/api/sales" && method === "GET") {
      listQueries.push(searchParams);
      return jsonResponse(envelope(options.salePage ?? null));
    }
    if (pathname.startsWith("/api/sales/")) return jsonResponse(envelope(makeSale({ registerSessionId: SESSION_ID })));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return { fetchMock, posts, listQueries, searches };
}
