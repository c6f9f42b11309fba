export { systemLogRoutes } from "./system-logs.routes";
export { startSystemLogRetention } from "./system-log-retention";
