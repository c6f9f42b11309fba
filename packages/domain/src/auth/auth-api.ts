import { z } from "zod";
import { defineApi } from "../api/define-api";
import { authRoutes, profileRoutes } from "./auth-routes";
import { changePasswordSchema, changePinSchema, loginRequestSchema, loginResponseSchema, profileUpdateSchema, sessionDataSchema } from "./auth-schemas";

export const authApi = defineApi("auth", authRoutes, {
  login: { summary: "Staff sign-in", body: loginRequestSchema, response: loginResponseSchema },
  logout: { summary: "End this session", response: z.null() },
  session: {
    summary: "The signed-in user's session store data; registerIsOpened is for the device's drawer (registerId)",
    querystring: z.object({ registerId: z.uuid().optional() }),
    response: sessionDataSchema,
  },
});

export const profileApi = defineApi("profile", profileRoutes, {
  update: { summary: "Change my name", body: profileUpdateSchema, response: z.null() },
  password: { summary: "Change my password", body: changePasswordSchema, response: z.null() },
  pin: { summary: "Change my PIN", body: changePinSchema, response: z.null() },
});
