import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithQuery } from "../../testing/render-with-query";
import { DeleteSaleDialog } from "./delete-sale-dialog";
import { SALE_ID } from "./sale-test-data";

/** Answers come slower than the 1 s default on a busy machine. */
const SLOW = { timeout: 5000 };

const waitForSlow = (check: () => void) => waitFor(check, SLOW);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("delete sale dialog", () => {
  it("needs a reason, then deletes with it", async () => {
    const deletes: unknown[] = [];
    mockFetch((url, init) => {
      if (init.method === "DELETE" && url === `/api/sales/${SALE_ID}`) {
        deletes.push(JSON.parse(String(init.body)));
        return jsonResponse(envelope(null, { message: "Sale deleted." }));
      }
      return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
    });
    const onDeleted = vi.fn();
    const { user } = renderWithQuery(<DeleteSaleDialog sale={{ id: SALE_ID, number: 7 }} opened onClose={vi.fn()} onDeleted={onDeleted} />);

    expect(screen.getByRole("dialog", { name: "Delete sale #7" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Delete sale" }));
    expect(screen.getByText("Field is required!")).toBeTruthy();
    await user.type(screen.getByLabelText(/^Reason/), "   ");
    await user.click(screen.getByRole("button", { name: "Delete sale" }));
    expect(deletes).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Reason/), "Rung up twice");
    await user.click(screen.getByRole("button", { name: "Delete sale" }));
    await waitForSlow(() => expect(onDeleted).toHaveBeenCalled());
    expect(deletes).toEqual([{ reason: "Rung up twice" }]);
  });
});
