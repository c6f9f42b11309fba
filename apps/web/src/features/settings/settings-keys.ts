export const settingsKeys = {
  all: ["settings"] as const,
  utility: () => [...settingsKeys.all, "utility"] as const,
  lockedAccounts: () => [...settingsKeys.all, "lockedAccounts"] as const,
};
