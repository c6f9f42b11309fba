export * from "./attachment-contract";
export * from "./upload-paths";
export * from "./attachment-schemas";
