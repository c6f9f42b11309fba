import { screen, waitFor, within } from "@testing-library/react";
import { headers } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { cashierPermission, ownerGroup, sessionData, signedInSession } from "../../testing/session-fixtures";
import { CloseRegisterDialog } from "./close-register-dialog";
import { renderAt } from "../../testing/render-at";
import { closedSession, makeSession, SESSION_ID } from "./register-test-data";

const SLOW = { timeout: 5000 };

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

function mockClose() {
  const closes: { body: unknown; key: string | null }[] = [];
  let sessionLoads = 0;
  mockFetch((url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    if (pathname === `/api/registers/sessions/${SESSION_ID}/close`) {
      closes.push({ body: JSON.parse(String(init.body)), key: headerOf(init, headers.idempotencyKey) });
      return jsonResponse(envelope(closedSession(13000), { message: "Register closed." }));
    }
    if (pathname === `/api/registers/sessions/${SESSION_ID}`) return jsonResponse(envelope(makeSession()));
    if (pathname === "/api/session") {
      sessionLoads += 1;
      return jsonResponse(envelope(sessionData(ownerGroup)));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return { closes, sessionLoads: () => sessionLoads };
}

describe("close register dialog", { timeout: 30_000 }, () => {
  it("shows the count against the expected cash as it is typed, closes under a key and shows the result", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const { closes, sessionLoads } = mockClose();
    const onClose = vi.fn();
    const { user } = renderAt("/registers/opened", "/registers/opened", <CloseRegisterDialog sessionId={SESSION_ID} opened onClose={onClose} />);

    const dialog = await screen.findByRole("dialog", { name: "Close register" }, SLOW);
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeTruthy();
    expect(await within(dialog).findByText("$131.00", {}, SLOW)).toBeTruthy();
    expect(within(dialog).getByText("Short $131.00")).toBeTruthy();

    // $130 counted against $131 expected.
    await user.type(within(dialog).getByLabelText("$100"), "1");
    await user.type(within(dialog).getByLabelText("$20"), "1");
    await user.type(within(dialog).getByLabelText("$10"), "1");
    expect(within(dialog).getByRole("status").textContent).toBe("Counted cash: $130.00");
    expect(within(dialog).getByText("Short $1.00")).toBeTruthy();

    await user.type(within(dialog).getByLabelText("$1"), "1");
    expect(within(dialog).getByText("Balanced")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("25¢"), "1");
    expect(within(dialog).getByText("Over $0.25")).toBeTruthy();
    await user.clear(within(dialog).getByLabelText("25¢"));
    await user.clear(within(dialog).getByLabelText("$1"));

    await user.type(within(dialog).getByLabelText("Note"), "Coin roll missing");
    await user.click(within(dialog).getByRole("button", { name: "Close register" }));

    const result = await within(dialog).findByRole("table", { name: "Close result" }, SLOW);
    const figure = (label: string) => within(result).getByRole("rowheader", { name: label }).nextElementSibling?.textContent;
    expect(figure("Counted cash")).toBe("$130.00");
    expect(figure("Expected cash")).toBe("$131.00");
    expect(figure("Over/short")).toBe("Short $1.00");
    expect(within(dialog).getByRole("link", { name: "Day-end report" }).getAttribute("href")).toBe(`/reports/dayEnd/${SESSION_ID}`);

    expect(closes).toEqual([
      { body: { counts: { "10000": 1, "2000": 1, "1000": 1 }, note: "Coin roll missing" }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown },
    ]);
    // The session store's registerIsOpened is refreshed after the close.
    await waitFor(() => expect(sessionLoads()).toBe(1), SLOW);

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("counts blind when the server leaves the expected cash out: no expected cash, no difference, before or after", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Cashier", permission: cashierPermission }));
    const blind = (session: ReturnType<typeof makeSession>) => ({ ...session, cash: { ...session.cash, expectedCash: null, overShort: null, blind: true } });
    mockFetch((url) => {
      const { pathname } = new URL(url, "http://localhost");
      if (pathname === `/api/registers/sessions/${SESSION_ID}/close`)
        return jsonResponse(envelope(blind(closedSession(13000)), { message: "Register closed." }));
      if (pathname === `/api/registers/sessions/${SESSION_ID}`) return jsonResponse(envelope(blind(makeSession())));
      if (pathname === "/api/session") return jsonResponse(envelope(sessionData({ name: "Cashier", permission: cashierPermission })));
      return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
    });
    const { user } = renderAt("/registers/opened", "/registers/opened", <CloseRegisterDialog sessionId={SESSION_ID} opened onClose={vi.fn()} />);

    const dialog = await screen.findByRole("dialog", { name: "Close register" }, SLOW);
    expect(await within(dialog).findByText(/this shop counts blind/, {}, SLOW)).toBeTruthy();
    expect(within(dialog).queryByText("Expected cash")).toBeNull();
    expect(within(dialog).queryByText("$131.00")).toBeNull();
    expect(within(dialog).queryByText("Difference")).toBeNull();

    await user.type(within(dialog).getByLabelText("$100"), "1");
    await user.type(within(dialog).getByLabelText("$20"), "1");
    await user.type(within(dialog).getByLabelText("$10"), "1");
    expect(within(dialog).queryByText(/Short|Over|Balanced/)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Close register" }));

    const result = await within(dialog).findByRole("table", { name: "Close result" }, SLOW);
    expect(within(result).getByRole("rowheader", { name: "Counted cash" })).toBeTruthy();
    expect(within(result).queryByRole("rowheader", { name: "Expected cash" })).toBeNull();
    expect(within(result).queryByRole("rowheader", { name: "Over/short" })).toBeNull();
    expect(within(dialog).getByText("The count is saved. A manager checks it against the expected cash.")).toBeTruthy();
  });
});
