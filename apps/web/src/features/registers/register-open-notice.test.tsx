import { screen } from "@testing-library/react";
import { permissionFromPaths } from "@washdesk/domain";
import { afterEach, describe, expect, it } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { cashierPermission, signedInSession } from "../../testing/session-fixtures";
import { RegisterOpenNotice } from "./register-open-notice";
import { renderAt } from "../../testing/render-at";

const register = {
  id: "5a1e0000-0000-4000-8000-0000000000e1",
  name: "Register 1",
  openSession: { id: "5a1e0000-0000-4000-8000-0000000000f1", number: 4, openedAt: "2025-03-05T13:00:00.000Z", openedBy: { id: "u-1", name: "Casey Counter" } },
};

afterEach(() => useSessionStore.getState().clearSession());

describe("the already-open notice", () => {
  it("shows no Close button to someone the close route would refuse", () => {
    const lookOnly = permissionFromPaths(["sales.pos.new", "management.register.list"]);
    useSessionStore.getState().setSession(signedInSession({ name: "Cashier", permission: lookOnly, isOwner: false }));
    renderAt("/registers/open", "/registers/open", <RegisterOpenNotice register={register} />);
    expect(screen.getByText("Register 1 is already open")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to POS" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close register" })).toBeNull();
  });

  it("lets whoever opens drawers close them, as the close route does (the demo's cashier closes the day)", () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Cashier", permission: cashierPermission, isOwner: false }));
    renderAt("/registers/open", "/registers/open", <RegisterOpenNotice register={register} />);
    expect(screen.getByRole("button", { name: "Close register" })).toBeTruthy();
  });
});
