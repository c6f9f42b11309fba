import { screen, waitFor, within } from "@testing-library/react";
import type { ReviewRequest, ReviewSummary } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { cashierPermission, ownerGroup, signedInSession } from "../../testing/session-fixtures";

const SLOW = { timeout: 5000 };

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const rated: ReviewRequest = {
  id: "11111111-1111-4111-8111-111111111111",
  status: "rated",
  customer: { id: "c-1", name: "Jordan Lee", phone: "5551230001" },
  saleNumber: 1042,
  dueAt: "2026-06-01T16:00:00.000Z",
  sentAt: "2026-06-01T16:00:00.000Z",
  openedAt: "2026-06-01T16:05:00.000Z",
  ratedAt: "2026-06-01T16:06:00.000Z",
  rating: 2,
  comment: "Water spots on the hood",
  skippedReason: null,
  repliedAt: null,
};
const skipped: ReviewRequest = {
  ...rated,
  id: "22222222-2222-4222-8222-222222222222",
  status: "skipped",
  customer: { id: "c-2", name: "Sam Stone", phone: "5551230002" },
  sentAt: null,
  openedAt: null,
  ratedAt: null,
  rating: null,
  comment: "",
  skippedReason: "the customer opted out of texts",
};
const summary: ReviewSummary = {
  average: 4.3,
  ratedCount: 12,
  openedCount: 20,
  sentCount: 31,
  trend: Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, "0")}`, average: i % 2 ? 4 : null, count: i % 2 })),
};

function mockReviews() {
  return mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname === "/api/reviews") {
      const items = [rated, skipped].filter((item) => !searchParams.has("status") || item.status === searchParams.get("status"));
      return jsonResponse(envelope({ items, total: items.length, page: 1, pageSize: 25 }));
    }
    if (pathname === "/api/reviews/summary") return jsonResponse(envelope(summary));
    if (pathname === `/api/reviews/${rated.id}/reply` && init.method === "POST")
      return jsonResponse(envelope({ recipient: "5551230001", repliedAt: "2026-06-01T17:00:00.000Z" }, { message: "Reply sent to 5551230001." }));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

describe("Reviews page", { timeout: 30_000 }, () => {
  it("lists requests with status, stars, comment and customer, the average, and why one was not sent", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockReviews();
    const { user } = renderApp("/managements/reviews");
    const table = await screen.findByRole("table", { name: "Review requests" }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getByText("Jordan Lee")).toBeTruthy(), SLOW);
    expect(within(table).getByText("Water spots on the hood")).toBeTruthy();
    expect(within(table).getByRole("img", { name: "2 of 5 stars" })).toBeTruthy();
    expect(within(table).getByText("Rated")).toBeTruthy();
    expect(within(table).getByText("the customer opted out of texts")).toBeTruthy();
    expect(await screen.findByText("4.3 ★", {}, SLOW)).toBeTruthy();
    expect(screen.getByText("12 rated · 20 opened · 31 sent")).toBeTruthy();
    // The trend chart is a named picture that reads its months out (months without ratings left out).
    expect(await screen.findByRole("img", { name: /^Average rating by month, Feb 26: 4\.0, Apr 26: 4\.0,/ }, SLOW)).toBeTruthy();

    await user.click(screen.getByLabelText("Status", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Rated" }, SLOW));
    await waitFor(() => expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain("/api/reviews?status=rated&page=1&pageSize=25"), SLOW);
    await waitFor(() => expect(within(table).queryByText("Sam Stone")).toBeNull(), SLOW);
  });

  it("answers a customer privately by text from a titled dialog", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockReviews();
    const { user } = renderApp("/managements/reviews");
    await user.click(await screen.findByRole("button", { name: "Reply to Jordan Lee" }, { timeout: 10_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Reply to Jordan Lee" }, SLOW);
    await user.click(within(dialog).getByRole("button", { name: "Send reply" }));
    expect(await within(dialog).findByText("Write the reply.", {}, SLOW)).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Your reply"), "Sorry about that, come back for a free rewash.");
    await user.click(within(dialog).getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u) === `/api/reviews/${rated.id}/reply`)).toBe(true), SLOW);
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u) === `/api/reviews/${rated.id}/reply`)!;
    expect(JSON.parse(String(init?.body))).toEqual({ text: "Sorry about that, come back for a free rewash." });
    expect(await screen.findByText("Reply sent to 5551230001.", {}, SLOW)).toBeTruthy();
  });

  it("is not offered to a cashier", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Cashier", permission: cashierPermission }));
    const fetchMock = mockReviews();
    renderApp("/managements/reviews");
    expect(await screen.findByRole("heading", { name: "No access" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Review requests" })).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith("/api/reviews"))).toBe(false);
  });
});
