import { screen, waitFor, within } from "@testing-library/react";
import type { ExpenseCategory } from "@washdesk/domain";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithQuery } from "../../testing/render-with-query";
import { NewExpenseCategoryDialog } from "./new-expense-category-dialog";

afterEach(() => vi.unstubAllGlobals());

const rent: ExpenseCategory = { id: "11111111-1111-4111-8111-111111111111", name: "Rent" };

function renderDialog() {
  const saved: ExpenseCategory[] = [];
  const onClose = vi.fn();
  function Harness() {
    const [opened, setOpened] = useState(true);
    return (
      <NewExpenseCategoryDialog
        opened={opened}
        onClose={() => {
          onClose();
          setOpened(false);
        }}
        onSaved={(category) => saved.push(category)}
      />
    );
  }
  return { ...renderWithQuery(<Harness />), saved, onClose };
}

const dialog = () => within(screen.getByRole("dialog", { name: "New Expense Category" }));
const nameField = () => dialog().getByLabelText<HTMLInputElement>(/^Name/);
const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === "/api/expenses/categories" && init?.method === "POST");

describe("New Expense Category dialog (docs/product.md §2 dialog 4)", () => {
  it("is 600px wide with a title, a close button and one field, the name", () => {
    mockFetch(() => jsonResponse(envelope(rent)));
    renderDialog();
    expect(dialog().getByRole("button", { name: "Close" })).toBeTruthy();
    expect(nameField()).toBeTruthy();
    expect(dialog().getAllByRole("textbox")).toHaveLength(1);
    const root = screen.getByRole("dialog").closest<HTMLElement>(".mantine-Modal-root");
    // Mantine writes sizes in rem: 37.5rem is 600px.
    expect(root?.style.getPropertyValue("--modal-size")).toBe("calc(37.5rem * var(--mantine-scale))");
  });

  it("requires the name: Field is required!, nothing sent", async () => {
    const fetchMock = mockFetch(() => jsonResponse(envelope(rent)));
    const { user } = renderDialog();
    await user.type(nameField(), "   ");
    await user.click(dialog().getByRole("button", { name: "Save" }));
    expect(await dialog().findByText("Field is required!")).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
  });

  it("posts {name}, closes and returns the category", async () => {
    const fetchMock = mockFetch(() => jsonResponse(envelope(rent, { message: "Category saved." })));
    const { user, saved, onClose } = renderDialog();
    await user.type(nameField(), " Rent ");
    await user.click(dialog().getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(posts(fetchMock)[0]?.[1]?.body))).toEqual({ name: "Rent" });
    expect(saved).toEqual([rent]);
    expect(await screen.findByText("Category saved.")).toBeTruthy();
  });

  it("stays open with the name typed when the server refuses it", async () => {
    mockFetch(() => jsonResponse(envelope(null, { status: 409, message: "This category already exists.", caption: "Conflict" })));
    const { user, saved, onClose } = renderDialog();
    await user.type(nameField(), "Rent");
    await user.click(dialog().getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This category already exists. (409)")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
    expect(nameField().value).toBe("Rent");
  });
});
