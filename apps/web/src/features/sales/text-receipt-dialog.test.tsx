import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { signedInSession } from "../../testing/session-fixtures";
import { renderWithQuery } from "../../testing/render-with-query";
import { TextReceiptDialog } from "./text-receipt-dialog";
import { makeSale } from "./sale-test-data";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

describe("TextReceiptDialog", () => {
  it("texts the customer's number by default", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const sale = makeSale({ customer: { id: "c-1", name: "Jane Doe", phone: "5552010042", email: "", awardPoints: 0 } });
    const fetchMock = mockFetch(() => jsonResponse(envelope({ recipient: "5552010042" })));
    const onClose = vi.fn();
    renderWithQuery(<TextReceiptDialog sale={sale} opened onClose={onClose} />);

    expect(await screen.findByRole("dialog", { name: `Text receipt #${sale.number}` })).toBeTruthy();
    const field = screen.getByLabelText(/Mobile phone/);
    expect((field as HTMLInputElement).value).toBe("555 201 0042");
    await userEvent.click(screen.getByRole("button", { name: "Send receipt" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(`/api/sales/${sale.id}/receipt/sms`);
    expect(JSON.parse(String(init!.body))).toEqual({ phone: "5552010042" });
  });

  it("asks for a number when the sale has none", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const fetchMock = mockFetch(() => jsonResponse(envelope({ recipient: "" })));
    renderWithQuery(<TextReceiptDialog sale={makeSale({ customer: null })} opened onClose={vi.fn()} />);
    fireEvent.submit(screen.getByRole("button", { name: "Send receipt" }).closest("form")!);
    expect(await screen.findByText("Field is required!")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends to the number on file when the customer's contact is not shown and the field is left empty", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const sale = makeSale({ customer: { id: "c-1", name: "Jane Doe", phone: "", email: "", awardPoints: 0 } });
    const fetchMock = mockFetch(() => jsonResponse(envelope({ recipient: "on file" })));
    const onClose = vi.fn();
    renderWithQuery(<TextReceiptDialog sale={sale} opened onClose={onClose} />);
    expect(await screen.findByText("Leave empty to send to the customer's contact on file.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send receipt" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({});
  });
});
