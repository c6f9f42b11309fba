import { defineRoutes } from "../api/route-contract";

export const authRoutes = defineRoutes({
  login: { method: "POST", path: "/api/auth/login", access: "public" },
  logout: { method: "POST", path: "/api/auth/logout", access: "signedIn" },
  session: { method: "GET", path: "/api/session", access: "signedIn" },
});

/** A signed-in user's own name, password and PIN: no permission beyond being signed in. */
export const profileRoutes = defineRoutes({
  update: { method: "PATCH", path: "/api/profile", access: "signedIn" },
  password: { method: "POST", path: "/api/profile/password", access: "signedIn" },
  pin: { method: "POST", path: "/api/profile/pin", access: "signedIn" },
});
