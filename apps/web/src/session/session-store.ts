import { create } from "zustand";
import type { SessionUser, Utility, Website } from "@washdesk/domain";
import { removeStoredToken, storeToken } from "./token-storage";

/** The five values of docs/product.md §3 "Session store"; they always change together. */
export interface SessionValues {
  utility: Utility | null;
  securityToken: string | null;
  user: SessionUser | null;
  registerIsOpened: boolean;
  website: Website | null;
}

export interface SignedInSession {
  utility: Utility;
  securityToken: string;
  user: SessionUser;
  registerIsOpened: boolean;
  website: Website;
}

export interface SessionState extends SessionValues {
  /** The one setter: replaces all five values at once, never one of them alone. */
  setSession: (session: SignedInSession) => void;
  clearSession: () => void;
}

const signedOut: SessionValues = {
  utility: null,
  securityToken: null,
  user: null,
  registerIsOpened: false,
  website: null,
};

export const useSessionStore = create<SessionState>()((set) => ({
  ...signedOut,
  setSession: ({ utility, securityToken, user, registerIsOpened, website }) => {
    // The token outlives the tab so a reload restores the session with GET /api/session.
    storeToken(securityToken);
    set({ utility, securityToken, user, registerIsOpened, website });
  },
  clearSession: () => {
    removeStoredToken();
    set(signedOut);
  },
}));

/** Derived values of docs/product.md §3, for `useSessionStore(selector)` or `selector(useSessionStore.getState())`. */
export const sessionSelectors = {
  permission: (state: SessionValues) => state.user?.group.permission ?? null,
  isDevOrOwner: (state: SessionValues) => state.user !== null && (state.user.group.isDev || state.user.group.isOwner),
  user: (state: SessionValues) => state.user,
  group: (state: SessionValues) => state.user?.group ?? null,
  registerIsOpened: (state: SessionValues) => state.registerIsOpened,
  utility: (state: SessionValues) => state.utility,
  website: (state: SessionValues) => state.website,
  isSignedIn: (state: SessionValues) => state.user !== null,
};
