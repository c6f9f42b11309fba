import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { appRoutes, menuLabelOf } from "../../app/routes";
import { ownerGroup, sessionData } from "../../testing/session-fixtures";
import { AppNavigation } from "./app-navigation";

function renderNavigation(group: ReturnType<typeof sessionData>["user"]["group"]) {
  renderWithProviders(
    <MemoryRouter initialEntries={["/home"]}>
      <AppNavigation group={group} onNavigate={() => {}} />
    </MemoryRouter>,
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
});
