export * from "./attachment-contract";
