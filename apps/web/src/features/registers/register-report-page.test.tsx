import { screen, waitFor, within } from "@testing-library/react";
import type { RegisterSessionPage } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { renderAt } from "../../testing/render-at";
import RegisterReportPage from "./register-report-page";
import { backBay, closedSession, frontCounter, SESSION_ID } from "./register-test-data";

const SLOW = { timeout: 5000 };

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const page: RegisterSessionPage = { items: [closedSession(13_250)], total: 1, page: 1, pageSize: 25 };

describe("register report", { timeout: 30_000 }, () => {
  it("lists sessions with their cash figures, the over/short in words, and a link to each day-end report", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const queries: URLSearchParams[] = [];
    mockFetch((url) => {
      const { pathname, searchParams } = new URL(url, "http://localhost");
      if (pathname === "/api/registers") return jsonResponse(envelope([frontCounter, backBay]));
      if (pathname === "/api/registers/sessions") {
        queries.push(searchParams);
        return jsonResponse(envelope(page));
      }
      return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
    });
    const { user } = renderAt("/registers?from=2025-03-01&to=2025-03-31&status=closed", "/registers", <RegisterReportPage />);

    const table = await screen.findByRole("table", { name: "Register sessions" }, SLOW);
    const link = await within(table).findByRole("link", { name: "Day-end report of session #12" }, SLOW);
    expect(link.getAttribute("href")).toBe(`/reports/dayEnd/${SESSION_ID}`);
    const cells = [...link.closest("tr")!.querySelectorAll("td")].map((cell) => cell.textContent);
    expect(cells).toEqual([
      "#12",
      "05 Mar, 2025",
      "Front counter",
      "Closed",
      "$100.00",
      "Cash $55.50Card $35.00",
      "$12.00",
      "$5.00",
      "$20.00",
      "$131.00",
      "$132.50",
      "Over $1.50",
      "Casey Counter",
    ]);
    expect(queries[0]?.get("status")).toBe("closed");
    expect(queries[0]?.get("from")).toBe("2025-03-01");

    await user.click(screen.getByLabelText("Register", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Back bay" }, SLOW));
    await waitFor(() => expect(queries.at(-1)?.get("registerId")).toBe(backBay.id), SLOW);
  });
});
