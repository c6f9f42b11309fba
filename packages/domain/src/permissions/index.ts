export * from "./permission-tree";
export * from "./can";
export * from "./default-groups";
