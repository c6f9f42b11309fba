import { QueryClient } from "@tanstack/react-query";
import { io, type ManagerOptions, type SocketOptions } from "socket.io-client";
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { connectRealtime } from "./realtime-connection";
import { useRealtimeConnected, useRealtimeHints } from "./realtime-hints";

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Handler>();

vi.mock("socket.io-client", () => ({
  io: vi.fn(() => ({
    on: (event: string, handler: Handler) => handlers.set(event, handler),
    disconnect: vi.fn(),
  })),
}));

describe("realtime connection", () => {
  it("connects on /io with the reconnection settings of docs/product.md and the current token", () => {
    connectRealtime(new QueryClient(), () => "tok");
    const options = vi.mocked(io).mock.calls[0]?.[0] as Partial<ManagerOptions & SocketOptions>;
    expect(options).toMatchObject({
      path: "/io",
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
    const sent = vi.fn();
    if (typeof options.auth === "function") options.auth(sent);
    expect(sent).toHaveBeenCalledWith({ token: "tok" });
  });

  it("refetches the queries of the entity a hint names", async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    connectRealtime(queryClient, () => "tok");
    handlers.get("hint")?.({ entity: "customers", id: "c-1", action: "updated" });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["customers"] });
  });

  it("passes each hint to the screens listening for its entity, and to none once they are gone", () => {
    const heard = vi.fn();
    const { unmount } = renderHook(() => useRealtimeHints(["sales", "expenses"], heard));
    connectRealtime(new QueryClient(), () => "tok");
    handlers.get("hint")?.({ entity: "customers", id: "c-1", action: "Edit" });
    handlers.get("hint")?.({ entity: "expenses", id: "e-1", action: "New" });
    expect(heard.mock.calls).toEqual([[{ entity: "expenses", id: "e-1", action: "New" }]]);
    unmount();
    handlers.get("hint")?.({ entity: "sales", id: "s-1", action: "New" });
    expect(heard).toHaveBeenCalledOnce();
  });

  it("tells the listening screens of every connection, and refetches every query only on a reconnection, whose drop lost hints", () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const connected = vi.fn();
    renderHook(() => useRealtimeConnected(connected));
    connectRealtime(queryClient, () => "tok");

    handlers.get("connect")?.(undefined);
    expect(connected).toHaveBeenCalledOnce();
    expect(invalidate).not.toHaveBeenCalled();

    handlers.get("connect")?.(undefined);
    expect(connected).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith();
  });
});
