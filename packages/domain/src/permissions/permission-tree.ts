// The permission tree of docs/product.md §6 as data: every `true` is a leaf a group can be granted.

const crud = { list: true, new: true, edit: true, delete: true } as const;

export const permissionTree = {
  dashboard: { daily: true, monthly: true, overview: true },
  payroll: { list: true, pay: true, delete: true, history: true, details: true },
  timeClock: {
    completed: { list: true, edit: true, delete: true },
    others: true,
    requiredPinToOthers: true,
  },
  sales: { ...crud, pos: crud, refund: crud, deleted: crud },
  quotes: crud,
  // account: set up a customer's house account (credit limit, terms, who may charge).
  customers: { ...crud, account: true },
  products: crud,
  expenses: { ...crud, categories: crud },
  purchases: { ...crud, vendors: crud },
  management: {
    marketing: true,
    message: true,
    reviews: true,
    appointment: true,
    drops: true,
    register: crud,
  },
  logs: { sms: true, email: true, employee: true },
  reports: {
    general: true,
    cashier: true,
    monthly: true,
    sales: true,
    payments: true,
    pnl: true,
    customer: true,
    expense: true,
    purchase: true,
    dayEndReport: true,
  },
  settings: {
    system: { general: true, paymentProfile: true, utility: true },
    users: crud,
    group: { new: true, edit: true, delete: true },
  },
} as const;

export type PermissionTree = typeof permissionTree;

/** Dotted paths of every leaf under a node: "sales.pos.list", "dashboard.daily", … */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends true ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/** Dotted paths of every branch under a node: "sales", "sales.pos", "settings.system", … */
type BranchPaths<T> = {
  [K in keyof T & string]: T[K] extends true ? never : K | `${K}.${BranchPaths<T[K]>}`;
}[keyof T & string];

export type PermissionPath = LeafPaths<PermissionTree>;
export type PermissionBranchPath = BranchPaths<PermissionTree>;

/** A group's grants: the tree's shape with every node optional and booleans at the leaves. */
type PermissionOf<T> = { [K in keyof T]?: T[K] extends true ? boolean : PermissionOf<T[K]> };
export type Permission = PermissionOf<PermissionTree>;

function leafPaths(node: object, prefix: string): string[] {
  return Object.entries(node).flatMap(([key, child]: [string, unknown]) =>
    child === true ? [`${prefix}${key}`] : leafPaths(child as object, `${prefix}${key}.`),
  );
}

/** Every leaf path, in tree order. */
export const allPermissionPaths = leafPaths(permissionTree, "") as PermissionPath[];
