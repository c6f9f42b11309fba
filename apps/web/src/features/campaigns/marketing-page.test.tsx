import { screen, waitFor, within } from "@testing-library/react";
import { campaignWords, emptyAudienceFilter, SMS_OPT_OUT_LINE, type Campaign } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const sent: Campaign = {
  id: "c-1",
  name: "Spring wash",
  channel: "sms",
  subject: "",
  body: "20% off this week",
  html: "",
  filter: emptyAudienceFilter,
  status: "queued",
  sendAt: "2026-06-01T14:00:00.000Z",
  createdAt: "2026-06-01T14:00:00.000Z",
  createdBy: "Owner Tester",
  finished: true,
  progress: { audience: 120, queued: 0, sent: 110, delivered: 104, failed: 2, optedOut: 7, duplicate: 0, cap: 1 },
};

function mockMarketing() {
  return mockFetch((url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    if (pathname === "/api/campaigns" && init.method === "POST") return jsonResponse(envelope({ ...sent, id: "c-2", status: "queueing", finished: false }));
    if (pathname === "/api/campaigns") return jsonResponse(envelope({ items: [sent], total: 1, page: 1, pageSize: 20 }));
    if (pathname === "/api/campaigns/audience") {
      const { filter } = JSON.parse(String(init.body)) as { filter: typeof emptyAudienceFilter };
      return jsonResponse(envelope({ count: filter.vipOnly ? 12 : 340 }));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

describe("Marketing page", { timeout: 30_000 }, () => {
  it("lists campaigns with their results", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockMarketing();
    renderApp("/managements/marketing");
    const table = await screen.findByRole("table", { name: "Campaigns" }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getByText("Spring wash")).toBeTruthy());
    expect(within(table).getByText("Done")).toBeTruthy();
    expect(within(table).getByText("Sent 110")).toBeTruthy();
    expect(within(table).getByText("Delivered 104")).toBeTruthy();
    expect(within(table).getByText("Skipped: opted out 7")).toBeTruthy();
    expect(within(table).getByText("Skipped: daily cap reached 1")).toBeTruthy();
  });

  it("composes a text: live count by the filters, the opt-out line in the preview, sent once with a key", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockMarketing();
    const { user } = renderApp("/managements/marketing");
    await user.click(await screen.findByRole("button", { name: "New campaign" }, { timeout: 10_000 }));
    const dialog = await screen.findByRole("dialog", { name: "New campaign" });
    expect(await within(dialog).findByText("340 customers match")).toBeTruthy();
    await user.click(within(dialog).getByRole("checkbox", { name: "VIP customers only" }));
    expect(await within(dialog).findByText("12 customers match")).toBeTruthy();

    await user.type(within(dialog).getByRole("textbox", { name: "Campaign name" }), "VIP thanks");
    await user.type(within(dialog).getByRole("textbox", { name: "Message" }), "A free wax on us");
    expect(within(dialog).getByLabelText("Preview").textContent).toBe(`A free wax on us\n${SMS_OPT_OUT_LINE}`);

    await user.click(within(dialog).getByRole("button", { name: "Send campaign" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New campaign" })).toBeNull());
    const post = fetchMock.mock.calls.find(([url, init]) => String(url) === "/api/campaigns" && init?.method === "POST");
    expect(headerOf(post?.[1], "idempotency-key")).toBeTruthy();
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      name: "VIP thanks",
      channel: "sms",
      body: "A free wax on us",
      sendAt: null,
      filter: { vipOnly: true },
    });
  });

  it("writes an e-mail in the rich-text editor, with the unsubscribe footer announced", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockMarketing();
    const { user } = renderApp("/managements/marketing");
    await user.click(await screen.findByRole("button", { name: "New campaign" }, { timeout: 10_000 }));
    const dialog = await screen.findByRole("dialog", { name: "New campaign" });
    await user.click(within(dialog).getByText("E-mail"));
    expect(within(dialog).getByRole("textbox", { name: "Subject" })).toBeTruthy();
    expect(await within(dialog).findByRole("textbox", { name: "Message" }, { timeout: 10_000 })).toBeTruthy();
    expect(within(dialog).getByText(campaignWords.footerShown)).toBeTruthy();
  });
});
