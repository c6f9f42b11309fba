// What other features use of the shop's settings: the time zone and "today", and the stored values
// a money move, or the counter's first request, reads with its other facts in one read.
export {
  readShopSettings,
  shopSettingsFrom,
  shopTimeZone,
  shopToday,
  defaultUtility,
  utilityFrom,
  SHOP_SETTING_KEYS,
  type ShopSettings,
} from "./settings.service";
export { readSettings } from "./settings.repository";
export { AWARD_POINTS_KEY, awardPointsFrom } from "./award-points.service";
export { readUtilitySettings, readMessagePacing } from "./utility-settings.service";
export { TILE_COLOURS_KEY, tileColoursFrom } from "./tile-colours.service";
export { readShopFace } from "./general-settings.service";
export { readStripeKeys } from "./payment-profile.service";
export { readPaymentKeys, type PaymentKeys } from "./payment-keys";
export { readPayrollSettings } from "./payroll-settings.service";
export { writeSettings, type SettingsChange } from "./settings-write";
export { renderMessage, type RenderedMessage } from "./message-templates.service";
export { readMailProvider, readSmsProvider } from "./message-providers.service";
