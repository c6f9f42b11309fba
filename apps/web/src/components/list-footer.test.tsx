import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { ListFooter, type ListFooterPage } from "./list-footer";

const pageOf = (page: number, total: number, pageSize = 25): ListFooterPage => ({
  page,
  total,
  pageSize,
  items: Array.from({ length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) }, (_, i) => i),
});

describe("ListFooter", () => {
  it("says which rows are shown and turns the page", async () => {
    const onPage = vi.fn();
    const { user } = renderWithProviders(<ListFooter page={pageOf(2, 60)} noun="customers" onPage={onPage} />);
    expect(screen.getByText("26–50 of 60")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");

    await user.click(screen.getByRole("button", { name: "Page 3" }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPage).toHaveBeenLastCalledWith(3);
  });

  it("counts an empty list with its noun, and says nothing before the data comes", () => {
    const { rerender } = renderWithProviders(<ListFooter page={pageOf(1, 0)} noun="vendors" onPage={vi.fn()} />);
    expect(screen.getByText("0 vendors")).toBeTruthy();
    rerender(<ListFooter page={undefined} noun="vendors" onPage={vi.fn()} />);
    expect(screen.queryByText(/vendors|of/)).toBeNull();
    expect(screen.getByRole("button", { name: "Page 1" })).toBeTruthy();
  });

  it("marks the page asked for, shows a list's own summary, or only the buttons", () => {
    const { rerender } = renderWithProviders(<ListFooter page={pageOf(1, 60)} current={3} noun="products" onPage={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Page 3" }).getAttribute("aria-current")).toBe("page");

    rerender(<ListFooter page={pageOf(1, 60)} summary={<span>60 expenses, total $10.00</span>} onPage={vi.fn()} />);
    expect(screen.getByText("60 expenses, total $10.00")).toBeTruthy();
    expect(screen.queryByText("1–25 of 60")).toBeNull();

    rerender(<ListFooter page={pageOf(1, 60)} onPage={vi.fn()} />);
    expect(screen.queryByText("1–25 of 60")).toBeNull();
    expect(screen.getByRole("button", { name: "Page 3" })).toBeTruthy();
  });
});
