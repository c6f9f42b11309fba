import { describe, expect, it } from "vitest";
import { defaultUtilitySettings, utilitySettingsUpdateSchema } from "./utility-settings";
import { automatedMessageWords, hourlyCapOf, isAutomatedMessage, isQuietAt } from "./automated-messages";

describe("quiet hours", () => {
  const overnight = { enabled: true, start: "21:00", end: "08:00" };
  const afternoon = { enabled: true, start: "13:00", end: "14:30" };

  it("hold from the start to the minute before the end, across midnight", () => {
    expect(["21:00", "23:59", "00:00", "07:59"].map((t) => isQuietAt(overnight, t))).toEqual([true, true, true, true]);
    expect(["08:00", "12:00", "20:59"].map((t) => isQuietAt(overnight, t))).toEqual([false, false, false]);
    expect(["12:59", "13:00", "14:29", "14:30"].map((t) => isQuietAt(afternoon, t))).toEqual([false, true, true, false]);
  });

  it("are off by default, and off when turned off", () => {
    expect(defaultUtilitySettings.quietHours.enabled).toBe(false);
    expect(isQuietAt(defaultUtilitySettings.quietHours, "23:00")).toBe(false);
    expect(isQuietAt({ ...overnight, enabled: false }, "23:00")).toBe(false);
  });

  it("refuse a start equal to the end, and a time that is no time, in their words", () => {
    const same = utilitySettingsUpdateSchema.safeParse({ quietHours: { enabled: true, start: "22:00", end: "22:00" } });
    expect(same.error?.issues[0]).toMatchObject({ message: automatedMessageWords.sameStartAndEnd, path: ["quietHours", "end"] });
    expect(utilitySettingsUpdateSchema.safeParse({ quietHours: { enabled: true, start: "24:00", end: "08:00" } }).success).toBe(false);
  });
});

describe("which messages wait", () => {
  it("only automated and bulk ones: a person's direct message never does", () => {
    expect(isAutomatedMessage("direct")).toBe(false);
    expect(isAutomatedMessage("automated")).toBe(true);
    expect(isAutomatedMessage("bulk")).toBe(true);
  });

  it("caps each channel on its own, none by default; a cap is a whole number from 1", () => {
    expect(hourlyCapOf({ emailsPerHour: 5, textsPerHour: null }, "email")).toBe(5);
    expect(hourlyCapOf({ emailsPerHour: 5, textsPerHour: null }, "sms")).toBeNull();
    expect([defaultUtilitySettings.emailsPerHour, defaultUtilitySettings.textsPerHour]).toEqual([null, null]);
    for (const bad of [0, 1.5, -3])
      expect(utilitySettingsUpdateSchema.safeParse({ textsPerHour: bad }).error?.issues[0]?.message).toBe(automatedMessageWords.capRange);
    expect(utilitySettingsUpdateSchema.safeParse({ textsPerHour: null }).success).toBe(true);
  });
});
