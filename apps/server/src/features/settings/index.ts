// What other features use of the shop's settings: the time zone and "today", and the stored values
// a money move reads with its other facts.
export { readShopSettings, shopTimeZone, shopToday, defaultUtility } from "./settings.service";
export { readSettings } from "./settings.repository";
export { AWARD_POINTS_KEY, awardPointsFrom } from "./award-points.service";
export { readUtilitySettings } from "./utility-settings.service";
