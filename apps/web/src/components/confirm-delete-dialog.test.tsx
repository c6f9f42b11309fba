import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { ConfirmDeleteDialog, DeleteButton } from "./confirm-delete-dialog";

describe("DeleteButton", () => {
  it("asks first: Cancel deletes nothing", async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(
      <DeleteButton label="Delete customer" onDelete={onDelete} onDeleted={vi.fn()}>
        Delete Jane Doe? Their past sales stay intact.
      </DeleteButton>,
    );
    await user.click(screen.getByRole("button", { name: "Delete customer" }));
    const dialog = screen.getByRole("dialog", { name: "Delete customer" });
    expect(within(dialog).getByText("Delete Jane Doe? Their past sales stay intact.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
  });

  it("deletes on Delete, then closes and says so", async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    const onDeleted = vi.fn();
    const { user } = renderWithProviders(
      <DeleteButton label="Delete product" onDelete={onDelete} onDeleted={onDeleted}>
        Delete Wax? Past sales keep it.
      </DeleteButton>,
    );
    await user.click(screen.getByRole("button", { name: "Delete product" }));
    await user.click(within(screen.getByRole("dialog", { name: "Delete product" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("stays open when the delete is refused", async () => {
    const onDeleted = vi.fn();
    const { user } = renderWithProviders(
      <DeleteButton label="Delete product" onDelete={() => Promise.reject(new Error("A combo still bundles it."))} onDeleted={onDeleted}>
        Delete Wax? Past sales keep it.
      </DeleteButton>,
    );
    await user.click(screen.getByRole("button", { name: "Delete product" }));
    const dialog = screen.getByRole("dialog", { name: "Delete product" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Delete" }).hasAttribute("data-loading")).toBe(false));
    expect(screen.getByRole("dialog", { name: "Delete product" })).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

describe("ConfirmDeleteDialog", () => {
  it("is closed without a title, and asks with Cancel and Delete with one", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender, user } = renderWithProviders(
      <ConfirmDeleteDialog title={null} deleting={false} onConfirm={onConfirm} onCancel={onCancel}>
        Delete Acme? Its purchases keep naming it.
      </ConfirmDeleteDialog>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    rerender(
      <ConfirmDeleteDialog title="Delete vendor" deleting={false} onConfirm={onConfirm} onCancel={onCancel}>
        Delete Acme? Its purchases keep naming it.
      </ConfirmDeleteDialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Delete vendor" });
    expect(within(dialog).getByText("Delete Acme? Its purchases keep naming it.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
