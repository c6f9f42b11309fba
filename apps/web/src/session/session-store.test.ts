import { afterEach, describe, expect, it } from "vitest";
import { ownerGroup, signedInSession } from "../testing/session-fixtures";
import { sessionSelectors, useSessionStore } from "./session-store";
import { lastActivityKey, tokenKey } from "./token-storage";

afterEach(() => {
  useSessionStore.getState().clearSession();
});

describe("session store", () => {
  it("starts signed out", () => {
    const state = useSessionStore.getState();
    expect(state.user).toBeNull();
    expect(sessionSelectors.isSignedIn(state)).toBe(false);
    expect(sessionSelectors.permission(state)).toBeNull();
    expect(sessionSelectors.isDevOrOwner(state)).toBe(false);
  });

  it("replaces all five values with one setter and keeps the token across reloads", () => {
    const first = signedInSession({}, "token-a");
    useSessionStore.getState().setSession({ ...first, registerIsOpened: true });

    const second = signedInSession({ name: "Owner", isOwner: true }, "token-b");
    second.utility = { ...second.utility, businessName: "Shine Bros" };
    second.website = { ...second.website, url: "https://shine.example" };
    useSessionStore.getState().setSession(second);

    const state = useSessionStore.getState();
    expect(state.securityToken).toBe("token-b");
    expect(state.user?.group.name).toBe("Owner");
    expect(state.utility?.businessName).toBe("Shine Bros");
    expect(state.website?.url).toBe("https://shine.example");
    expect(state.registerIsOpened).toBe(false);
    expect(localStorage.getItem(tokenKey)).toBe("token-b");
    expect(Number(localStorage.getItem(lastActivityKey))).toBeGreaterThan(0);
  });

  it("derives permission, isDevOrOwner, user, registerIsOpened, utility and website", () => {
    const session = signedInSession();
    useSessionStore.getState().setSession({ ...session, registerIsOpened: true });
    const state = useSessionStore.getState();
    expect(sessionSelectors.permission(state)).toEqual(session.user.group.permission);
    expect(sessionSelectors.isDevOrOwner(state)).toBe(false);
    expect(sessionSelectors.user(state)?.email).toBe("casey@example.com");
    expect(sessionSelectors.registerIsOpened(state)).toBe(true);
    expect(sessionSelectors.utility(state)?.currency).toBe("USD");
    expect(sessionSelectors.website(state)?.phone).toBe("+15555550100");

    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    expect(sessionSelectors.isDevOrOwner(useSessionStore.getState())).toBe(true);
    useSessionStore.getState().setSession(signedInSession({ isDev: true }));
    expect(sessionSelectors.isDevOrOwner(useSessionStore.getState())).toBe(true);
  });

  it("clears everything, stored token and activity time included", () => {
    useSessionStore.getState().setSession(signedInSession());
    useSessionStore.getState().clearSession();
    const state = useSessionStore.getState();
    expect([state.user, state.utility, state.website, state.securityToken]).toEqual([null, null, null, null]);
    expect(state.registerIsOpened).toBe(false);
    expect(localStorage.getItem(tokenKey)).toBeNull();
    expect(localStorage.getItem(lastActivityKey)).toBeNull();
  });
});
