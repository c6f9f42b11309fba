// What other features use of signing in: a session for someone who has just proved who they are.
export { startSession, type RequestMeta } from "./auth.service";
export { meta as requestMetaOf } from "./auth.routes";
