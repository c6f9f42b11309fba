import { screen, waitFor, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { createQueryClient } from "../../app/query-client";
import { appRoutes, menuLabelOf } from "../../app/routes";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, sessionData } from "../../testing/session-fixtures";
import { AppNavigation } from "./app-navigation";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The menu; the inbox's entry asks for the unread texts' count (none unless given). */
function renderNavigation(group: ReturnType<typeof sessionData>["user"]["group"], unread = 0) {
  mockFetch(() => jsonResponse(envelope({ unread })));
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/home"]}>
        <AppNavigation group={group} onNavigate={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const nav = screen.getByRole("navigation", { name: "Main" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent);
}

describe("navigation", () => {
  it("shows a cashier only what the group may open", () => {
    const links = renderNavigation(sessionData().user.group);
    expect(links).toEqual([
      "Dashboard",
      "Point of Sale",
      "POS Sales",
      "New Sale",
      "Sales",
      "Quotes",
      "Customers",
      "Time Clock",
      // Everyone sees and confirms their own shifts there.
      "Completed Time Clock",
      "Register Report",
      "Open a Register",
      "Registers in Use",
      "Day-End Report",
    ]);
    for (const hidden of ["General Report", "Expenses", "Payroll", "Settings", "System Settings", "Developer", "Logs"]) {
      expect(screen.queryByText(hidden)).toBeNull();
    }
  });

  it("shows an owner every menu entry, grouped by area", () => {
    const group = sessionData(ownerGroup).user.group;
    const links = renderNavigation(group);
    expect(links).toEqual(appRoutes.filter((route) => route.nav).map(menuLabelOf));
    for (const area of ["Sales", "Customers", "Catalog", "Expenses & purchases", "Payroll & time", "Management", "Reports", "Logs", "Settings", "Developer"]) {
      expect(screen.getAllByText(area).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole("link", { name: "Day-End Report" }).getAttribute("href")).toBe("/reports/dayEnd");
    expect(screen.getByRole("link", { name: "Inbox" }).getAttribute("href")).toBe("/managements/inbox");
  });

  it("marks the page open now, and only that one", () => {
    renderNavigation(sessionData(ownerGroup).user.group);
    const current = screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Dashboard"]);
  });

  it("counts the unread texts beside the inbox's entry", async () => {
    renderNavigation(sessionData(ownerGroup).user.group, 3);
    const inbox = screen.getByRole("link", { name: /^Inbox/ });
    await waitFor(() => expect(within(inbox).getByLabelText("3 unread").textContent).toBe("3"));
  });
});
