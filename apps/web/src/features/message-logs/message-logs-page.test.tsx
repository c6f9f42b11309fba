import { screen, waitFor, within } from "@testing-library/react";
import { logRefusals, type MessageDetail, type MessageLogEntry } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";

const SLOW = { timeout: 5000 };

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const failed: MessageLogEntry = {
  id: 7,
  recipient: "sam@example.com",
  subject: "Your receipt #1042 from WashDesk",
  body: "Thank you",
  status: "failed",
  attempts: 5,
  lastError: "550 mailbox unavailable",
  entity: "sale",
  entityId: "s-1",
  createdAt: "2026-06-01T16:00:00.000Z",
  sentAt: null,
  createdBy: "Owner Tester",
};
const unsent: MessageLogEntry = {
  ...failed,
  id: 8,
  recipient: "amy@example.com",
  status: "not_sent",
  lastError: "not sent: no provider configured",
  subject: "Quote #3",
};
const detailOf = (entry: MessageLogEntry, history: MessageDetail["history"]): MessageDetail => ({ ...entry, origin: "direct", history });

function mockLog(resendAnswer: () => Response) {
  return mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname === "/api/logs/email") {
      const items = [failed, unsent].filter((item) => !searchParams.has("status") || item.status === searchParams.get("status"));
      return jsonResponse(envelope({ items, total: items.length, page: Number(searchParams.get("page") ?? 1), pageSize: 25 }));
    }
    if (pathname === "/api/logs/email/7") return jsonResponse(envelope(detailOf(failed, [{ at: failed.createdAt, text: "Queued by Owner Tester" }])));
    if (pathname === "/api/logs/email/8") return jsonResponse(envelope(detailOf(unsent, [{ at: unsent.createdAt, text: "not sent: no provider configured" }])));
    if (pathname === "/api/logs/email/7/resend" && init.method === "POST") return resendAnswer();
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

const lastList = (fetchMock: ReturnType<typeof mockLog>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith("/api/logs/email?"))
    .at(-1);

describe("E-mail Logs page", { timeout: 30_000 }, () => {
  it("lists each e-mail with what it was for and what became of it, and filters by status", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockLog(() => jsonResponse(envelope(null)));
    const { user } = renderApp("/logs/logs/email");
    const table = await screen.findByRole("table", { name: "E-mail log" }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getByText("sam@example.com")).toBeTruthy(), SLOW);
    expect(within(table).getByText("Your receipt #1042 from WashDesk")).toBeTruthy();
    expect(within(table).getByText("550 mailbox unavailable")).toBeTruthy();
    // A message kept for want of a provider says so in the worker's words.
    expect(within(table).getByText("not sent: no provider configured")).toBeTruthy();

    await user.click(screen.getByLabelText("Status", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Failed" }, SLOW));
    await waitFor(() => expect(lastList(fetchMock)).toBe("/api/logs/email?status=failed&page=1&pageSize=25"), SLOW);
    await waitFor(() => expect(within(table).queryByText("amy@example.com")).toBeNull(), SLOW);
    expect(screen.getByLabelText("Address")).toBeTruthy();
    expect(screen.getByLabelText("From")).toBeTruthy();
  });

  it("opens a failed e-mail and sends it again with an Idempotency-Key; a not-sent one offers no resend", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockLog(() =>
      jsonResponse(envelope(detailOf({ ...failed, status: "pending", attempts: 0, lastError: null }, []), { message: "Message queued to be sent again." })),
    );
    const { user } = renderApp("/logs/logs/email");
    await user.click(await screen.findByRole("button", { name: "View e-mail #7" }, { timeout: 10_000 }));
    const dialog = await screen.findByRole("dialog", { name: "E-mail #7" }, SLOW);
    expect(await within(dialog).findByText("Queued by Owner Tester", {}, SLOW)).toBeTruthy();
    expect(within(dialog).getByText("Thank you")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Send again" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/logs/email/7/resend")).toBe(true), SLOW);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === "/api/logs/email/7/resend")!;
    expect(headerOf(init, "Idempotency-Key")).toBeTruthy();
    expect(await screen.findByText("Message queued to be sent again.", {}, SLOW)).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "View e-mail #8" }));
    const other = await screen.findByRole("dialog", { name: "E-mail #8" }, SLOW);
    // Its status and its history both say why it was not sent.
    expect(await within(other).findAllByText("not sent: no provider configured", {}, SLOW)).toHaveLength(2);
    expect(within(other).queryByRole("button", { name: "Send again" })).toBeNull();
  });

  it("shows the server's words when a message can no longer be sent again", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const words = "Only a failed message can be sent again; this one is queued.";
    mockLog(() => jsonResponse(envelope(null, { status: 409, message: words, code: logRefusals.notFailed.code })));
    const { user } = renderApp("/logs/logs/email");
    await user.click(await screen.findByRole("button", { name: "View e-mail #7" }, { timeout: 10_000 }));
    const dialog = await screen.findByRole("dialog", { name: "E-mail #7" }, SLOW);
    await user.click(await within(dialog).findByRole("button", { name: "Send again" }, SLOW));
    expect(await screen.findByText(`${words} (409)`, {}, SLOW)).toBeTruthy();
  });
});
