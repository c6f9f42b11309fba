import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { PageHeading } from "./page-heading";

function crumbs(area: string, title: string): string[] {
  renderWithProviders(
    <MemoryRouter>
      <PageHeading area={area} title={title} />
    </MemoryRouter>,
  );
  const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
  expect(within(trail).getByRole("link", { name: "Home" })).toBeTruthy();
  return trail.textContent!.split("/").map((part) => part.trim());
}

describe("PageHeading", () => {
  it("walks Home, the area and the page", () => {
    expect(crumbs("Sales", "Refunded Sales")).toEqual(["Home", "Sales", "Refunded Sales"]);
    expect(screen.getByRole("heading", { level: 1, name: "Refunded Sales" })).toBeTruthy();
    expect(screen.getByText("Refunded Sales", { selector: "[aria-current='page']" })).toBeTruthy();
  });

  it("never says the same word twice: a page named like its area shows it once", () => {
    expect(crumbs("Customers", "Customers")).toEqual(["Home", "Customers"]);
  });

  it("shows Home once on a page of the Home area", () => {
    expect(crumbs("Home", "Dashboard")).toEqual(["Home", "Dashboard"]);
  });
});
