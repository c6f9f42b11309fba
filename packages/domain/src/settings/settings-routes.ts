import { defineRoutes } from "../api/route-contract";
import { productCategoriesAccess } from "../catalog/product-search-rules";

/** System settings that have their own rules. */
export const settingsRoutes = defineRoutes({
  general: { method: "GET", path: "/api/settings/general", access: ["settings.system.general"] },
  updateGeneral: { method: "PATCH", path: "/api/settings/general", access: ["settings.system.general"] },
  // The sign-in page shows the shop's name and logo before anyone signs in; nothing else is public.
  shopFace: { method: "GET", path: "/api/shop", access: "public" },
  shopLogo: { method: "GET", path: "/api/shop/logo/:id", access: "public" },
  awardPoints: { method: "GET", path: "/api/settings/award-points", access: ["settings.system.general"] },
  updateAwardPoints: { method: "PATCH", path: "/api/settings/award-points", access: ["settings.system.general"] },
  utility: { method: "GET", path: "/api/settings/utility", access: ["settings.system.utility"] },
  updateUtility: { method: "PATCH", path: "/api/settings/utility", access: ["settings.system.utility"] },
  // The e-mail and text-message providers, and "Send a test" (sent at once, not queued).
  messageProviders: { method: "GET", path: "/api/settings/message-providers", access: ["settings.system.utility"] },
  updateMessageProviders: { method: "PATCH", path: "/api/settings/message-providers", access: ["settings.system.utility"] },
  testEmail: { method: "POST", path: "/api/settings/message-providers/test-email", access: ["settings.system.utility"] },
  testSms: { method: "POST", path: "/api/settings/message-providers/test-sms", access: ["settings.system.utility"] },
  // The words sent on each notification trigger, by text and by e-mail.
  messageTemplates: { method: "GET", path: "/api/settings/message-templates", access: ["settings.system.utility"] },
  updateMessageTemplate: { method: "PUT", path: "/api/settings/message-templates/:trigger/:channel", access: ["settings.system.utility"] },
  // The counter reads the tip presets, so whoever sells may read them; changing them is the setting's.
  paymentProfile: {
    method: "GET",
    path: "/api/settings/payment-profile",
    access: ["sales.pos.new", "sales.new", "settings.system.paymentProfile"],
  },
  updatePaymentProfile: { method: "PATCH", path: "/api/settings/payment-profile", access: ["settings.system.paymentProfile"] },
  // Whoever may read the categories may read their colours (the counter's tiles, the products
  // list); choosing them is part of managing the products.
  tileColours: { method: "GET", path: "/api/settings/tile-colours", access: productCategoriesAccess },
  updateTileColours: { method: "PUT", path: "/api/settings/tile-colours", access: ["products.edit"] },
  // Where tips go and the every-other-week anchor: the payroll screens read them to offer periods.
  payroll: { method: "GET", path: "/api/settings/payroll", access: ["settings.system.general", "payroll.list"] },
  updatePayroll: { method: "PUT", path: "/api/settings/payroll", access: ["settings.system.general"] },
});
