export * from "./attachment-contract";
export * from "./upload-paths";
export * from "./attachment-schemas";
export * from "./file-routes";
export * from "./file-api";
export * from "./file-refusals";
