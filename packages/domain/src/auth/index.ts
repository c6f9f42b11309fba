export * from "./auth-schemas";
export * from "./credential-rules";
