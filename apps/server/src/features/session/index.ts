// What other features use of the session: the start-up data a signed-in client receives.
export { getSessionData } from "./session.service";
