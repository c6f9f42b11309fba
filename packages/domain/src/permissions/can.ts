import type { Permission, PermissionPath } from "./permission-tree";
import { allPermissionPaths, permissionTree } from "./permission-tree";

/** Walks an untrusted nested object along a dotted path; undefined when any step is missing. */
function nodeAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const key of path.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const leafSet: ReadonlySet<string> = new Set(allPermissionPaths);

/** The leaves a path names: itself for a leaf, every leaf below it for a branch, none when unknown. */
function leavesUnder(path: string): PermissionPath[] {
  if (path === "") return [];
  if (leafSet.has(path)) return [path as PermissionPath];
  if (nodeAt(permissionTree, path) === undefined) return [];
  return allPermissionPaths.filter((leaf) => leaf.startsWith(`${path}.`));
}

/**
 * Whether a permission value grants a path. Only a literal `true` at a leaf counts; a branch path
 * passes when any leaf below it is granted; a path outside the tree never passes.
 */
export function isAllowed(permission: unknown, path: string): boolean {
  return leavesUnder(path).some((leaf) => nodeAt(permission, leaf) === true);
}

/** The nested permission value granting exactly these leaves. */
export function permissionFromPaths(paths: readonly PermissionPath[]): Permission {
  const root: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split(".");
    const leaf = keys.pop();
    if (leaf === undefined) continue;
    let node = root;
    for (const key of keys) {
      const child = node[key];
      node[key] = typeof child === "object" && child !== null ? child : {};
      node = node[key] as Record<string, unknown>;
    }
    node[leaf] = true;
  }
  return root as Permission;
}

/** The leaves a permission value grants, in tree order; anything outside the tree is ignored. */
export function pathsFromPermission(permission: unknown): PermissionPath[] {
  return allPermissionPaths.filter((path) => nodeAt(permission, path) === true);
}

export interface PermissionHolder {
  permission: unknown;
  isDev: boolean;
  isOwner: boolean;
}

/**
 * The one access check (docs/product.md §6): passes when any of the paths is allowed. Developer and owner
 * groups always pass, even for paths outside the tree such as "dev"; no group never passes.
 */
export function can(group: PermissionHolder | null | undefined, ...paths: string[]): boolean {
  if (!group) return false;
  if (group.isDev || group.isOwner) return true;
  return paths.some((path) => isAllowed(group.permission, path));
}
