import { screen, waitFor, within } from "@testing-library/react";
import type { Conversation, Customer, Thread } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { announceConnected } from "../../realtime/realtime-hints";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";

const SLOW = { timeout: 5000 };
const CUSTOMER_ID = "0b8c9a52-7c1e-4d6f-9a11-2f3e4d5c6b7a";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const conversations: Conversation[] = [
  {
    conversation: CUSTOMER_ID,
    customerId: CUSTOMER_ID,
    name: "Jordan Lee",
    phone: "5552001234",
    unknown: false,
    unread: 2,
    lastMessage: { body: "Are you open Sunday?", at: "2026-06-01T16:05:00.000Z", direction: "in" },
  },
  {
    conversation: "5559876543",
    customerId: null,
    name: null,
    phone: "5559876543",
    unknown: true,
    unread: 0,
    lastMessage: { body: "Who is this?", at: "2026-06-01T15:00:00.000Z", direction: "in" },
  },
];

const customer: Customer = {
  id: CUSTOMER_ID,
  name: "Jordan Lee",
  phone: "5552001234",
  email: "",
  address: "",
  city: "",
  state: "",
  zip: "",
  note: "",
  isVip: true,
  alert: { email: false, sms: true, noReviewSms: false },
  awardPoints: 140,
  addedBy: null,
  vehicles: [{ id: "v-1", type: "Sedan", make: "Toyota", model: "Camry", year: "2021", color: "Silver", colorCode: "#C0C0C0", tag: "ABC 123" }],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

function threadOf(extra: Thread["messages"] = [], overrides: Partial<Thread> = {}): Thread {
  return {
    conversation: CUSTOMER_ID,
    customerId: CUSTOMER_ID,
    name: "Jordan Lee",
    phone: "5552001234",
    unknown: false,
    optedOut: false,
    unread: 0,
    messages: [
      { key: "in-1", direction: "in", body: "Can I book a wash?", at: "2026-06-01T16:00:00.000Z", status: null, error: null, by: null },
      { key: "out-1", direction: "out", body: "Yes, come at 3.", at: "2026-06-01T16:01:00.000Z", status: "delivered", error: null, by: "Owner Tester" },
      ...extra,
    ],
    ...overrides,
  };
}

function mockInbox(state: { thread: Thread; unread?: number }) {
  return mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname === "/api/inbox/conversations") {
      const search = (searchParams.get("search") ?? "").toLowerCase();
      const items = conversations.filter((c) => !search || (c.name ?? "").toLowerCase().includes(search) || c.phone.includes(search));
      return jsonResponse(envelope({ items, total: items.length, page: 1, pageSize: 25 }));
    }
    if (pathname === "/api/inbox/unread") return jsonResponse(envelope({ unread: state.unread ?? 2 }));
    if (pathname === `/api/inbox/conversations/${CUSTOMER_ID}` && (init.method ?? "GET") === "GET") return jsonResponse(envelope(state.thread));
    if (pathname === `/api/inbox/conversations/${CUSTOMER_ID}/read`) {
      state.thread = { ...state.thread, unread: 0 };
      return jsonResponse(envelope(state.thread));
    }
    if (pathname === `/api/inbox/conversations/${CUSTOMER_ID}/reply`) {
      const body = JSON.parse(String(init.body)) as { reply: { body?: string } };
      state.thread = threadOf([
        {
          key: "out-2",
          direction: "out",
          body: body.reply.body ?? "From a template",
          at: "2026-06-01T16:10:00.000Z",
          status: "pending",
          error: null,
          by: "Owner Tester",
        },
      ]);
      return jsonResponse(envelope(state.thread, { message: "Reply queued." }));
    }
    if (pathname === "/api/inbox/conversations/5559876543")
      return jsonResponse(
        envelope(
          threadOf([], {
            conversation: "5559876543",
            customerId: null,
            name: null,
            phone: "5559876543",
            unknown: true,
            messages: [{ key: "in-9", direction: "in", body: "Who is this?", at: "2026-06-01T15:00:00.000Z", status: null, error: null, by: null }],
          }),
        ),
      );
    if (pathname === `/api/customers/${CUSTOMER_ID}`) return jsonResponse(envelope(customer));
    if (pathname === "/api/sales") return jsonResponse(envelope({ items: [], total: 0, page: 1, pageSize: 3 }));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

const calls = (fetchMock: ReturnType<typeof mockInbox>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), "http://localhost").pathname === path);

describe("Inbox page", { timeout: 30_000 }, () => {
  it("lists conversations unread first with their unread count, searches them, and counts unread texts in the menu", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockInbox({ thread: threadOf() });
    const { user } = renderApp("/managements/inbox");
    const list = await screen.findByRole("navigation", { name: "Conversation list" }, { timeout: 10_000 });
    const links = within(list).getAllByRole("link");
    expect(links[0]!.textContent).toContain("Jordan Lee");
    expect(within(links[0]!).getByLabelText("2 unread")).toBeTruthy();
    expect(links[1]!.textContent).toContain("Unknown number");
    expect(links[1]!.textContent).toContain("+1 555 987 6543");

    const menu = screen.getByRole("navigation", { name: "Main" });
    await waitFor(() => expect(within(menu).getByRole("link", { name: /Inbox/ }).textContent).toContain("2"), SLOW);

    await user.type(screen.getByLabelText("Search conversations"), "9876");
    await waitFor(() => expect(calls(fetchMock, "/api/inbox/conversations").some(([url]) => String(url).includes("search=9876"))).toBe(true), SLOW);
    await waitFor(() => expect(within(list).queryByText("Jordan Lee")).toBeNull(), SLOW);
  });

  it("shows the thread with each sent text's delivery status and the customer beside it, and marks it read", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockInbox({ thread: threadOf([], { unread: 2 }) });
    renderApp(`/managements/inbox/${CUSTOMER_ID}?cn=Jordan%20Lee`);
    const texts = await screen.findByRole("list", { name: "Texts" }, { timeout: 10_000 });
    const sent = within(texts).getByRole("listitem", { name: "Sent text" });
    expect(sent.textContent).toContain("Yes, come at 3.");
    expect(within(sent).getByText("Delivered")).toBeTruthy();
    expect(within(texts).getByRole("listitem", { name: "Received text" }).textContent).toContain("Can I book a wash?");

    const details = screen.getByRole("region", { name: "Customer details" });
    await waitFor(() => expect(within(details).getByText("Award points: 140")).toBeTruthy(), SLOW);
    expect(within(details).getByText("2021 Toyota Camry · ABC 123")).toBeTruthy();
    expect(within(details).getByText("VIP")).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock, `/api/inbox/conversations/${CUSTOMER_ID}/read`)).toHaveLength(1), SLOW);
  });

  it("sends a reply with an Idempotency-Key and shows it waiting to send", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockInbox({ thread: threadOf() });
    const { user } = renderApp(`/managements/inbox/${CUSTOMER_ID}`);
    await screen.findByRole("list", { name: "Texts" }, { timeout: 10_000 });
    await user.type(screen.getByLabelText("Reply"), "See you at 3");
    await user.click(screen.getByRole("button", { name: "Send" }));

    const texts = screen.getByRole("list", { name: "Texts" });
    await waitFor(() => expect(within(texts).getByText("See you at 3")).toBeTruthy(), SLOW);
    expect(within(texts).getByText("Waiting to send")).toBeTruthy();
    const [[, init]] = calls(fetchMock, `/api/inbox/conversations/${CUSTOMER_ID}/reply`) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ reply: { kind: "text", body: "See you at 3" } });
    expect(headerOf(init, "Idempotency-Key")).toBeTruthy();
    expect((screen.getByLabelText("Reply") as HTMLTextAreaElement).value).toBe("");
  });

  it("replies with a text template, asking only for the values the shop cannot fill in", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockInbox({ thread: threadOf() });
    const { user } = renderApp(`/managements/inbox/${CUSTOMER_ID}`);
    await screen.findByRole("list", { name: "Texts" }, { timeout: 10_000 });
    await user.click(screen.getByText("Use a template"));
    await user.click(screen.getByLabelText("Template", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Send review link" }, SLOW));
    expect(screen.queryByLabelText("Customer's name")).toBeNull();
    await user.type(screen.getByLabelText("Link"), "https://shop.example.com/r/1");
    await user.click(screen.getByRole("button", { name: "Send" }));

    await waitFor(() => expect(calls(fetchMock, `/api/inbox/conversations/${CUSTOMER_ID}/reply`)).toHaveLength(1), SLOW);
    const [[, init]] = calls(fetchMock, `/api/inbox/conversations/${CUSTOMER_ID}/reply`) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ reply: { kind: "template", trigger: 1, values: { link: "https://shop.example.com/r/1" } } });
  });

  it("shows a new text without a reload when the realtime hint arrives", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const state = { thread: threadOf() };
    mockInbox(state);
    const { queryClient } = renderApp(`/managements/inbox/${CUSTOMER_ID}`);
    const texts = await screen.findByRole("list", { name: "Texts" }, { timeout: 10_000 });
    state.thread = threadOf([{ key: "in-2", direction: "in", body: "On my way", at: "2026-06-01T16:20:00.000Z", status: null, error: null, by: null }]);
    // What the realtime connection does with a hint about "smsInbox" (realtime-connection.ts).
    await queryClient.invalidateQueries({ queryKey: ["smsInbox"] });
    await waitFor(() => expect(within(texts).getByText("On my way")).toBeTruthy(), SLOW);
  });

  it("asks for its texts again when the realtime socket connects, so a text that came before the first connection shows", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const state = { thread: threadOf() };
    mockInbox(state);
    renderApp(`/managements/inbox/${CUSTOMER_ID}`);
    const texts = await screen.findByRole("list", { name: "Texts" }, { timeout: 10_000 });
    state.thread = threadOf([{ key: "in-3", direction: "in", body: "Before the socket", at: "2026-06-01T16:21:00.000Z", status: null, error: null, by: null }]);
    // What the realtime connection does when its socket connects (realtime-connection.ts).
    announceConnected();
    await waitFor(() => expect(within(texts).getByText("Before the socket")).toBeTruthy(), SLOW);
  });

  it("warns that a customer opted out of texts", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockInbox({ thread: threadOf([], { optedOut: true }) });
    renderApp(`/customers/inbox/${CUSTOMER_ID}`);
    expect(await screen.findByText(/This customer texted STOP/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
  });

  it("offers to link an unknown number to a customer or to add one", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockInbox({ thread: threadOf() });
    renderApp("/managements/inbox/5559876543");
    const details = await screen.findByRole("region", { name: "Customer details" }, { timeout: 10_000 });
    await waitFor(() => expect(within(details).getByLabelText("Link to a customer", { selector: "input" })).toBeTruthy(), SLOW);
    expect(within(details).getByRole("button", { name: "Add as a new customer" })).toBeTruthy();
    expect(within(details).getByText(/Nobody on file has \+1 555 987 6543/)).toBeTruthy();
  });
});
