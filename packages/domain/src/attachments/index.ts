export * from "./attachment-contract";
export * from "./upload-paths";
