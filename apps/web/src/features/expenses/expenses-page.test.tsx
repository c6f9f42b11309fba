import { screen, waitFor, within } from "@testing-library/react";
import { permissionFromPaths, type Expense, type ExpensePage } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { renderWithQuery } from "../../testing/render-with-query";
import ExpensesPage from "./expenses-page";

const rent = { id: "11111111-1111-4111-8111-111111111111", name: "Rent" };
const expense: Expense = {
  id: "55555555-5555-4555-8555-555555555555",
  date: "2026-05-20",
  reference: "LEASE-5",
  category: rent,
  amount: 12_345,
  paidBy: 0,
  employee: null,
  notes: "",
  attachments: [{ downloadURL: "/api/files/a?exp=1&sig=x", thumbURL: "/api/files/a/thumb?exp=1&sig=x", mimeType: "image/png", originalName: "receipt.png" }],
  schedule: { id: "66666666-6666-4666-8666-666666666666", frequency: 3 },
  createdBy: { id: "u-1", name: "Olivia Owner" },
  createdAt: "2026-05-20T12:00:00.000Z",
};
const page: ExpensePage = { items: [expense], total: 1, totalAmount: 12_345, page: 1, pageSize: 25 };

function mockServer() {
  return mockFetch((url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    if (pathname === "/api/expenses/categories") return jsonResponse(envelope([rent]));
    if (pathname === "/api/expenses") return jsonResponse(envelope(page));
    if (pathname === `/api/expenses/${expense.id}` && init.method === "DELETE") return jsonResponse(envelope(null, { message: "Expense deleted." }));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const listCalls = (fetchMock: ReturnType<typeof mockServer>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/expenses?"));

describe("the expenses list (docs/product.md §2 /expenses/list)", { timeout: 30_000 }, () => {
  it("shows each expense with its receipt's thumbnail, the total of the filters, and edit and delete for the owner", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockServer();
    const { user } = renderWithQuery(<ExpensesPage />);
    const row = await screen.findByRole("row", { name: /LEASE-5/ });
    for (const text of ["20 May, 2026", "Rent", "Cash", "$123.45", "Monthly"]) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole("img", { name: "receipt.png" }).getAttribute("src")).toBe("/api/files/a/thumb?exp=1&sig=x");
    expect(within(row).getByRole("link", { name: "Open receipt.png" }).getAttribute("href")).toBe("/api/files/a?exp=1&sig=x");
    expect(screen.getByText("1 expense, total $123.45")).toBeTruthy();
    expect(screen.getByRole("button", { name: "New expense" })).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Edit expense LEASE-5" })).toBeTruthy();

    await user.click(within(row).getByRole("button", { name: "Delete expense LEASE-5" }));
    await user.click(within(screen.getByRole("dialog", { name: "Delete expense" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/expenses/${expense.id}` && init?.method === "DELETE")).toBe(true));
    expect(await screen.findByText("Expense deleted.")).toBeTruthy();
    expect(listCalls(fetchMock)).toEqual(["/api/expenses?page=1&pageSize=25", "/api/expenses?page=1&pageSize=25"]);
  });

  it("filters by paid by through the address, page 1", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockServer();
    const { user } = renderWithQuery(<ExpensesPage />);
    await screen.findByRole("row", { name: /LEASE-5/ });
    await user.click(screen.getByLabelText(/^Paid by/, { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Check" }));
    await waitFor(() => expect(listCalls(fetchMock)).toContain("/api/expenses?paidBy=1&page=1&pageSize=25"));
  });

  it("filters by dates typed as MM/DD/YYYY, and leaves a side open once it is cleared", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockServer();
    const { user } = renderWithQuery(<ExpensesPage />);
    await screen.findByRole("row", { name: /LEASE-5/ });
    await user.type(screen.getByLabelText("From"), "05/01/2026");
    await user.type(screen.getByLabelText("To"), "5/31/26");
    await user.tab();
    await waitFor(() => expect(listCalls(fetchMock)).toContain("/api/expenses?from=2026-05-01&to=2026-05-31&page=1&pageSize=25"));
    expect(screen.getByLabelText<HTMLInputElement>("To").value).toBe("05/31/2026");
    await user.click(screen.getByRole("button", { name: "Clear From" }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe("/api/expenses?to=2026-05-31&page=1&pageSize=25"));
  });

  it("offers no new, edit or delete to someone who may only look", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Viewer", permission: permissionFromPaths(["expenses.list"]) }));
    mockServer();
    renderWithQuery(<ExpensesPage />);
    const row = await screen.findByRole("row", { name: /LEASE-5/ });
    expect(within(row).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("button", { name: "New expense" })).toBeNull();
    expect(screen.queryByRole("button", { name: "New category" })).toBeNull();
  });
});
