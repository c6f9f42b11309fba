export const settingsKeys = {
  all: ["settings"] as const,
  utility: () => [...settingsKeys.all, "utility"] as const,
  messageProviders: () => [...settingsKeys.all, "messageProviders"] as const,
  general: () => [...settingsKeys.all, "general"] as const,
  paymentProfile: () => [...settingsKeys.all, "paymentProfile"] as const,
  lockedAccounts: () => [...settingsKeys.all, "lockedAccounts"] as const,
  payroll: () => [...settingsKeys.all, "payroll"] as const,
  messageTemplates: () => [...settingsKeys.all, "messageTemplates"] as const,
  reviews: () => [...settingsKeys.all, "reviews"] as const,
  appointments: () => [...settingsKeys.all, "appointments"] as const,
};
